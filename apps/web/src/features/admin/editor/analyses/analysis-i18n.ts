import i18n from '../../../../i18n';
import en from '../../../../locales/en/analysis-editor.json';
import sv from '../../../../locales/sv/analysis-editor.json';

// The analysis form's texts travel with the admin chunk that shows the form.
i18n.addResourceBundle('en', 'analysisEditor', en);
i18n.addResourceBundle('sv', 'analysisEditor', sv);
