import i18n from '../../../i18n';
import enAudit from '../../../locales/en/audit.json';
import svAudit from '../../../locales/sv/audit.json';

// The audit log's texts travel in the admin chunk with the screen (and the navbar's link).
i18n.addResourceBundle('en', 'audit', enAudit);
i18n.addResourceBundle('sv', 'audit', svAudit);
