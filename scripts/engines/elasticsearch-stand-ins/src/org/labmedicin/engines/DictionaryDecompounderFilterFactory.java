package org.labmedicin.engines;

import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.compound.CompoundWordTokenFilterBase;
import org.apache.lucene.analysis.compound.DictionaryCompoundWordTokenFilter;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.env.Environment;
import org.elasticsearch.index.IndexSettings;
import org.elasticsearch.index.analysis.AbstractTokenFilterFactory;
import org.elasticsearch.index.analysis.Analysis;

/**
 * `dictionary_decompounder` with the full distribution's settings and defaults: `word_list` (or
 * `word_list_path`), min_word_size 5, min_subword_size 2, max_subword_size 15,
 * only_longest_match false; Lucene's DictionaryCompoundWordTokenFilter does the work.
 */
final class DictionaryDecompounderFilterFactory extends AbstractTokenFilterFactory {
    private final CharArraySet wordList;
    private final int minWordSize;
    private final int minSubwordSize;
    private final int maxSubwordSize;
    private final boolean onlyLongestMatch;

    DictionaryDecompounderFilterFactory(IndexSettings indexSettings, Environment environment, String name, Settings settings) {
        super(name, settings);
        this.wordList = Analysis.getWordSet(environment, settings, "word_list");
        if (wordList == null) throw new IllegalArgumentException("word_list must be provided for [" + name + "], either as a path to a file, or directly");
        this.minWordSize = settings.getAsInt("min_word_size", CompoundWordTokenFilterBase.DEFAULT_MIN_WORD_SIZE);
        this.minSubwordSize = settings.getAsInt("min_subword_size", CompoundWordTokenFilterBase.DEFAULT_MIN_SUBWORD_SIZE);
        this.maxSubwordSize = settings.getAsInt("max_subword_size", CompoundWordTokenFilterBase.DEFAULT_MAX_SUBWORD_SIZE);
        this.onlyLongestMatch = settings.getAsBoolean("only_longest_match", false);
    }

    @Override
    public TokenStream create(TokenStream tokenStream) {
        return new DictionaryCompoundWordTokenFilter(tokenStream, wordList, minWordSize, minSubwordSize, maxSubwordSize, onlyLongestMatch);
    }
}
