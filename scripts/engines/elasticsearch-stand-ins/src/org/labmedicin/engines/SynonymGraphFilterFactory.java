package org.labmedicin.engines;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.text.ParseException;
import java.util.List;
import java.util.function.Function;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.synonym.SolrSynonymParser;
import org.apache.lucene.analysis.synonym.SynonymGraphFilter;
import org.apache.lucene.analysis.synonym.SynonymMap;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.env.Environment;
import org.elasticsearch.index.IndexService.IndexCreationContext;
import org.elasticsearch.index.IndexSettings;
import org.elasticsearch.index.analysis.AbstractTokenFilterFactory;
import org.elasticsearch.index.analysis.AnalysisMode;
import org.elasticsearch.index.analysis.CharFilterFactory;
import org.elasticsearch.index.analysis.CustomAnalyzer;
import org.elasticsearch.index.analysis.TokenFilterFactory;
import org.elasticsearch.index.analysis.TokenizerFactory;

/**
 * `synonym_graph` with rules in the Solr format given inline (`synonyms`), expand true, as the full
 * distribution reads them: each rule is analysed by the tokenizer and the filters before this one
 * in the analyzer, and the filter is for search analyzers only (search time, like the full
 * distribution's updateable synonyms). Lucene's SolrSynonymParser and SynonymGraphFilter do the work.
 */
final class SynonymGraphFilterFactory extends AbstractTokenFilterFactory {
    private final List<String> rules;
    private final boolean expand;

    SynonymGraphFilterFactory(IndexSettings indexSettings, Environment environment, String name, Settings settings) {
        super(name, settings);
        this.rules = settings.getAsList("synonyms");
        this.expand = settings.getAsBoolean("expand", true);
    }

    @Override
    public TokenStream create(TokenStream tokenStream) {
        throw new IllegalStateException("Call getChainAwareTokenFilterFactory to build the synonym filter [" + name() + "]");
    }

    @Override
    public AnalysisMode getAnalysisMode() {
        return AnalysisMode.SEARCH_TIME;
    }

    @Override
    public TokenFilterFactory getChainAwareTokenFilterFactory(
        IndexCreationContext context,
        TokenizerFactory tokenizer,
        List<CharFilterFactory> charFilters,
        List<TokenFilterFactory> previousTokenFilters,
        Function<String, TokenFilterFactory> allFilters
    ) {
        Analyzer rulesAnalyzer = new CustomAnalyzer(tokenizer, charFilters.toArray(new CharFilterFactory[0]), previousTokenFilters.toArray(new TokenFilterFactory[0]));
        SynonymMap map;
        try {
            SolrSynonymParser parser = new SolrSynonymParser(true, expand, rulesAnalyzer);
            parser.parse(new StringReader(String.join("\n", rules)));
            map = parser.build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ParseException e) {
            throw new IllegalArgumentException("failed to build synonyms for [" + name() + "]: " + e.getMessage(), e);
        }
        String filterName = name();
        return new TokenFilterFactory() {
            @Override
            public String name() {
                return filterName;
            }

            @Override
            public TokenStream create(TokenStream tokenStream) {
                return map.fst == null ? tokenStream : new SynonymGraphFilter(tokenStream, map, false);
            }

            @Override
            public AnalysisMode getAnalysisMode() {
                return AnalysisMode.SEARCH_TIME;
            }
        };
    }
}
