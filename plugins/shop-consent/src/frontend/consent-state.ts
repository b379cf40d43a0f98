/**
 * Pure rules of the consent state (spec section 4, "Consent", and the version rule of section 5).
 */

/**
 * Internal dependencies
 */
import type {
	Categories,
	Category,
	ConsentRecord,
	OptionalCategory,
} from './types';

export const OPTIONAL_CATEGORIES: OptionalCategory[] = [
	'thirdparty',
	'advanced',
];

/** Nothing allowed, not even strictly necessary cookies: the strict switch turned off. */
export const NOTHING: Categories = {
	strict: false,
	thirdparty: false,
	advanced: false,
};

/** Accept all sets all three to 1. */
export const acceptAll = (): Categories => ( {
	strict: true,
	thirdparty: true,
	advanced: true,
} );

/**
 * Reject sets strict to 1 and the other two to 0. It is also what is in force before a decision in an opt-in
 * region, and with Global Privacy Control: strictly necessary cookies need no consent.
 */
export const rejectAll = (): Categories => ( {
	strict: true,
	thirdparty: false,
	advanced: false,
} );

/**
 * The strict switch: off unchecks (and disables) the others, on enables them again, still unchecked.
 *
 * @param categories Current choice.
 * @param on         New position of the switch.
 */
export function setStrict( categories: Categories, on: boolean ): Categories {
	return on ? { ...categories, strict: true } : { ...NOTHING };
}

/**
 * Whether the control of a category is disabled: the optional ones are while strict is off.
 *
 * @param categories Current choice.
 * @param category   The control.
 */
export const isDisabled = ( categories: Categories, category: Category ) =>
	category !== 'strict' && ! categories.strict;

/**
 * Flips one category; a disabled one does not move.
 *
 * @param categories Current choice.
 * @param category   The category clicked.
 */
export function toggle(
	categories: Categories,
	category: Category
): Categories {
	if ( category === 'strict' ) {
		return setStrict( categories, ! categories.strict );
	}
	if ( isDisabled( categories, category ) ) {
		return categories;
	}
	return { ...categories, [ category ]: ! categories[ category ] };
}

/**
 * Makes any choice consistent with the strict switch (strict off refuses everything).
 *
 * @param categories A choice from outside (the UI, the public API).
 */
export const normalize = ( categories: Categories ): Categories =>
	categories.strict ? { ...categories } : { ...NOTHING };

/**
 * The decision a stored record stands for: none when it is missing or older than the configured version.
 *
 * @param record  Record from the cookie.
 * @param version Configured consent version.
 */
export function decisionOf(
	record: ConsentRecord | null,
	version: number
): Categories | null {
	if ( ! record || record.version < version ) {
		return null;
	}
	return {
		strict: record.strict === 1,
		thirdparty: record.thirdparty === 1,
		advanced: record.advanced === 1,
	};
}

export interface Comparison {
	/** `lowered` as soon as one category is taken back, even if another is newly allowed. */
	direction: 'raised' | 'lowered' | 'same';
	/** Categories allowed now and not before. */
	added: Category[];
	/** Categories allowed before and not now. */
	removed: Category[];
}

/**
 * Compares the categories in force before and after a decision.
 *
 * @param before Categories in force before.
 * @param after  Categories decided.
 */
export function compare( before: Categories, after: Categories ): Comparison {
	const all: Category[] = [ 'strict', ...OPTIONAL_CATEGORIES ];
	const added = all.filter( ( c ) => after[ c ] && ! before[ c ] );
	const removed = all.filter( ( c ) => before[ c ] && ! after[ c ] );
	let direction: Comparison[ 'direction' ] = 'same';
	if ( removed.length ) {
		direction = 'lowered';
	} else if ( added.length ) {
		direction = 'raised';
	}
	return { direction, added, removed };
}

/**
 * Whether Global Privacy Control applies: enabled in the settings and sent by the browser.
 * It makes a refusal of the optional categories the default, without a banner.
 *
 * @param enabled   The `gpc` setting.
 * @param navigator The browser's navigator.
 */
export const gpcApplies = (
	enabled: boolean,
	navigator: Pick< Navigator, 'globalPrivacyControl' >
) => enabled && navigator.globalPrivacyControl === true;
