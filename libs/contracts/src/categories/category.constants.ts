export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export { CATEGORY_MESSAGES } from './category-messages.constants';
