import { CALCULATOR_ATTRIBUTE, isCalculatorId, type CalculatorId } from '@labmedicin/calculators';
import { Node } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    calculatorEmbed: {
      /** Inserts a calculator's place at the selection. */
      insertCalculator: (id: CalculatorId) => ReturnType;
    };
  }
}

export interface CalculatorEmbedOptions {
  /** What the editor shows in a calculator's place (its name in the editor's language). */
  label: (id: CalculatorId) => string;
}

/**
 * A calculator's place in an article: stored as the inert `<div data-calculator="id"></div>`, which
 * the sanitizers keep for our calculators only and the article page brings to life; in the editor
 * a box with the calculator's name.
 */
export const CalculatorEmbed = Node.create<CalculatorEmbedOptions>({
  name: 'calculatorEmbed',
  group: 'block',
  atom: true,
  draggable: true,

  addOptions() {
    return { label: (id) => id };
  },

  addAttributes() {
    return {
      id: {
        default: null,
        parseHTML: (element) => element.getAttribute(CALCULATOR_ATTRIBUTE),
        renderHTML: (attributes) => ({ [CALCULATOR_ATTRIBUTE]: attributes.id as string }),
      },
    };
  },

  parseHTML() {
    return [{ tag: `div[${CALCULATOR_ATTRIBUTE}]`, getAttrs: (element) => (isCalculatorId(element.getAttribute(CALCULATOR_ATTRIBUTE)) ? null : false) }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['div', HTMLAttributes];
  },

  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.className = 'calculator-placeholder';
      dom.textContent = this.options.label(node.attrs.id as CalculatorId);
      return { dom };
    };
  },

  addCommands() {
    return {
      insertCalculator:
        (id) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { id } }),
    };
  },
});
