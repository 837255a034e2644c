package org.labmedicin.engines;

import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.en.EnglishPossessiveFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.snowball.SnowballFilter;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.env.Environment;
import org.elasticsearch.index.IndexSettings;
import org.elasticsearch.index.analysis.AbstractTokenFilterFactory;
import org.tartarus.snowball.ext.SwedishStemmer;

/**
 * `stemmer` for the languages the search adapter names, with the full distribution's filters for
 * them: `swedish` the Snowball Swedish stemmer, `english` Porter, `possessive_english` the
 * possessive filter. Any other language is refused, as an unknown one is by the full distribution.
 */
final class StemmerFilterFactory extends AbstractTokenFilterFactory {
    private final String language;

    StemmerFilterFactory(IndexSettings indexSettings, Environment environment, String name, Settings settings) {
        super(name, settings);
        this.language = settings.get("language", settings.get("name", "porter"));
        if (!language.equals("swedish") && !language.equals("english") && !language.equals("possessive_english")) {
            throw new IllegalArgumentException("the labmedicin stand-in stemmer knows swedish, english and possessive_english, not " + language);
        }
    }

    @Override
    public TokenStream create(TokenStream tokenStream) {
        return switch (language) {
            case "swedish" -> new SnowballFilter(tokenStream, new SwedishStemmer());
            case "english" -> new PorterStemFilter(tokenStream);
            default -> new EnglishPossessiveFilter(tokenStream);
        };
    }
}
