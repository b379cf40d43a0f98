/**
 * The form's links that change its values or load its fields (spec 4): links, so they work without JavaScript. The
 * core takes their click (filter-form.ts); what a click means is read in the submits' chunk (form-clicks.ts).
 */

/** A rating item: chosen by a click, unchosen by a second. */
export const RATING = '.shop-filter__rating';

/** A chip or a radio reset: removes its value. */
export const CHIP = '.shop-filter__chip, .shop-filter__radio-reset';

/** 'Clear all'. */
export const CLEAR = '.shop-filter__clear';

/** 'Start filtering'. */
export const START = '.shop-filter__start';

/** Any of them. */
export const VALUE_CONTROLS = [ RATING, CHIP, CLEAR, START ].join( ', ' );
