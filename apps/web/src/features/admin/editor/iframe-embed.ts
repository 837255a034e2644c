import { EMBED_SANDBOX } from '@labmedicin/contracts';
import { mergeAttributes, Node } from '@tiptap/core';

/** The defaults of an editor embed. */
export const EMBED_DEFAULTS = { width: '100%', height: '800px' } as const;

export interface EmbedAttributes {
  src: string;
  width?: string;
  height?: string;
  title?: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    iframeEmbed: {
      /** Inserts an embedded page at the selection. */
      insertEmbed: (attributes: EmbedAttributes) => ReturnType;
    };
  }
}

/** An embedded page: src, width (100%), height (800px), title and style, always sandboxed. */
export const IframeEmbed = Node.create({
  name: 'iframeEmbed',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null },
      width: { default: EMBED_DEFAULTS.width },
      height: { default: EMBED_DEFAULTS.height },
      title: { default: null },
      style: { default: null },
    };
  },

  parseHTML() {
    return [{ tag: 'iframe[src]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes(HTMLAttributes, { sandbox: EMBED_SANDBOX, loading: 'lazy' })];
  },

  addCommands() {
    return {
      insertEmbed:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { ...EMBED_DEFAULTS, ...attributes } }),
    };
  },
});
