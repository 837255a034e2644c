package org.labmedicin.engines;

import org.apache.lucene.analysis.Analyzer;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.index.analysis.AbstractIndexAnalyzerProvider;

/** Hands out one language analyzer, built once per index from its settings. */
final class LanguageAnalyzerProvider extends AbstractIndexAnalyzerProvider<Analyzer> {
    private final Analyzer analyzer;

    LanguageAnalyzerProvider(String name, Settings settings, Analyzer analyzer) {
        super(name, settings);
        this.analyzer = analyzer;
    }

    @Override
    public Analyzer get() {
        return analyzer;
    }
}
