package org.labmedicin.engines;

import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.sv.SwedishAnalyzer;
import org.elasticsearch.cluster.metadata.IndexNameExpressionResolver;
import org.elasticsearch.cluster.node.DiscoveryNodes;
import org.elasticsearch.common.io.stream.NamedWriteableRegistry;
import org.elasticsearch.common.settings.ClusterSettings;
import org.elasticsearch.common.settings.IndexScopedSettings;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.common.settings.SettingsFilter;
import org.elasticsearch.features.NodeFeature;
import org.elasticsearch.index.analysis.AnalyzerProvider;
import org.elasticsearch.index.analysis.Analysis;
import org.elasticsearch.index.analysis.TokenFilterFactory;
import org.elasticsearch.indices.analysis.AnalysisModule.AnalysisProvider;
import org.elasticsearch.plugins.ActionPlugin;
import org.elasticsearch.plugins.AnalysisPlugin;
import org.elasticsearch.plugins.Plugin;
import org.elasticsearch.rest.RestController;
import org.elasticsearch.rest.RestHandler;

/**
 * Test-only stand-ins for the parts of the full Elasticsearch distribution that its integ-test zip
 * leaves out and the search adapter uses: the `swedish` and `english` analyzers and the
 * `edge_ngram`, `stemmer` (swedish, english, possessive_english), `dictionary_decompounder`,
 * `synonym_graph` and `asciifolding` token filters (module analysis-common) and the root endpoint (module rest-root).
 * They are built from the same Lucene classes the full distribution uses, under the same names
 * and settings, so an index definition means the same here as on a real cluster.
 */
public class StandInsPlugin extends Plugin implements AnalysisPlugin, ActionPlugin {
    @Override
    public Map<String, AnalysisProvider<AnalyzerProvider<? extends Analyzer>>> getAnalyzers() {
        return Map.of(
            "swedish",
            (indexSettings, environment, name, settings) -> new LanguageAnalyzerProvider(
                name,
                settings,
                new SwedishAnalyzer(
                    Analysis.parseStopWords(environment, settings, SwedishAnalyzer.getDefaultStopSet()),
                    Analysis.parseStemExclusion(settings, CharArraySet.EMPTY_SET)
                )
            ),
            "english",
            (indexSettings, environment, name, settings) -> new LanguageAnalyzerProvider(
                name,
                settings,
                new EnglishAnalyzer(
                    Analysis.parseStopWords(environment, settings, EnglishAnalyzer.getDefaultStopSet()),
                    Analysis.parseStemExclusion(settings, CharArraySet.EMPTY_SET)
                )
            )
        );
    }

    @Override
    public Map<String, AnalysisProvider<TokenFilterFactory>> getTokenFilters() {
        return Map.of(
            "edge_ngram", AnalysisPlugin.requiresAnalysisSettings(EdgeNGramFilterFactory::new),
            "stemmer", AnalysisPlugin.requiresAnalysisSettings(StemmerFilterFactory::new),
            "dictionary_decompounder", AnalysisPlugin.requiresAnalysisSettings(DictionaryDecompounderFilterFactory::new),
            "synonym_graph", AnalysisPlugin.requiresAnalysisSettings(SynonymGraphFilterFactory::new),
            "asciifolding", AsciiFoldingFilterFactory::new
        );
    }

    @Override
    public List<RestHandler> getRestHandlers(
        Settings settings,
        NamedWriteableRegistry namedWriteableRegistry,
        RestController restController,
        ClusterSettings clusterSettings,
        IndexScopedSettings indexScopedSettings,
        SettingsFilter settingsFilter,
        IndexNameExpressionResolver indexNameExpressionResolver,
        Supplier<DiscoveryNodes> nodesInCluster,
        Predicate<NodeFeature> clusterSupportsFeature
    ) {
        return List.of(new RootHandler(settings));
    }
}
