/**
 * Clears values from the form: a chip, a radio reset, 'Clear all' (form-clicks.ts).
 */

/**
 * Internal dependencies
 */
import { isTaxonomy, SINGLE_FIELDS } from './filter-fields';

/**
 * Removes a value from the form: a term slug, or a whole parameter ('' value); `price` clears both bounds.
 *
 * @param form  The form.
 * @param key   Taxonomy or parameter.
 * @param value Slug, or '' for all.
 */
export function clearValue(
	form: HTMLFormElement,
	key: string,
	value: string
): void {
	if ( key === 'price' ) {
		clearPrice( form );
		return;
	}
	const fields = form.querySelectorAll<
		HTMLInputElement | HTMLSelectElement
	>( `[name="${ CSS.escape( key ) }"], [name="${ CSS.escape( key ) }[]"]` );
	for ( const field of fields ) {
		if ( field instanceof HTMLSelectElement ) {
			for ( const option of field.options ) {
				option.selected =
					option.selected && value !== '' && option.value !== value;
			}
		} else if ( field.type === 'checkbox' || field.type === 'radio' ) {
			field.checked =
				field.checked && value !== '' && field.value !== value;
		} else {
			field.value = '';
		}
	}
}

/**
 * Empties the whole form.
 *
 * @param form The form.
 */
export function clearAll( form: HTMLFormElement ): void {
	clearPrice( form );
	for ( const field of form.querySelectorAll<
		HTMLInputElement | HTMLSelectElement
	>( '.shop-filter__zone [name]' ) ) {
		const name = field.name.replace( /\[\]$/, '' );
		if ( isTaxonomy( name ) || SINGLE_FIELDS.includes( name ) ) {
			clearValue( form, name, '' );
		}
	}
}

/**
 * Clears both price bounds: boxes empty, ranges at their bounds, ranges choice on "any".
 *
 * @param form The form.
 */
function clearPrice( form: HTMLFormElement ): void {
	for ( const box of form.querySelectorAll< HTMLInputElement >(
		'[name="min_price"], [name="max_price"]'
	) ) {
		box.value = '';
	}
	for ( const range of form.querySelectorAll< HTMLInputElement >(
		'.shop-filter__range'
	) ) {
		range.value = range.classList.contains( 'shop-filter__range--min' )
			? range.min
			: range.max;
	}
	for ( const choice of form.querySelectorAll<
		HTMLInputElement | HTMLSelectElement
	>( '[name="price_range"]' ) ) {
		if ( choice instanceof HTMLInputElement ) {
			choice.checked = choice.value === '-1';
		} else {
			choice.value = '-1';
		}
	}
}
