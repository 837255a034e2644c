import i18n from '../i18n';
import en from './en/profile.json';
import sv from './sv/profile.json';

// A profile's texts (the public profile, its editing, the role names the admin area shows too)
// travel with those chunks, not with the texts every page loads (the server has them among every
// text: locales/resources.ts).
i18n.addResourceBundle('en', 'profile', en, true, false);
i18n.addResourceBundle('sv', 'profile', sv, true, false);
