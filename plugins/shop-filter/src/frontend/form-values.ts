/**
 * Reads the form into filter values, and clears values from it (chips, 'Clear all', radio reset).
 */

/**
 * Internal dependencies
 */
import { priceParam } from './number-format';
import {
	parseRangeValue,
	readNumber,
	toShopPrice,
	validateRange,
	type PriceRange,
} from './price';
import type { FilterConfig, FilterParams } from './types';

const SINGLE = [
	'min_rating',
	'stock',
	'on_sale',
	'orderby',
	'per_page',
	'sku',
];
const PRICE = [ 'min_price', 'max_price', 'price_range' ];

/**
 * Whether a field name is a taxonomy the filter reads.
 *
 * @param name Field name without `[]`.
 */
export const isTaxonomy = ( name: string ) =>
	name === 'product_cat' ||
	name === 'product_tag' ||
	/^pa_[a-z0-9_-]+$/.test( name );

/**
 * The filter values, in form order: multi-values comma-joined, empty ones left out (spec 5: empty selects and
 * lists are removed), the price validated and turned into the shop's currency.
 *
 * @param form   The form.
 * @param config Its config.
 */
export function readParams(
	form: HTMLFormElement,
	config: FilterConfig
): FilterParams {
	const values = new Map< string, string[] >();
	for ( const [ field, value ] of new FormData( form ) ) {
		const name = field.replace( /\[\]$/, '' );
		if ( typeof value !== 'string' || value === '' ) {
			continue;
		}
		if ( PRICE.includes( name ) ) {
			values.set( 'price', [] );
		} else if ( isTaxonomy( name ) || SINGLE.includes( name ) ) {
			values.set( name, [ ...( values.get( name ) ?? [] ), value ] );
		}
	}
	const params: FilterParams = [];
	for ( const [ name, list ] of values ) {
		if ( name !== 'price' ) {
			params.push( [ name, [ ...new Set( list ) ].join( ',' ) ] );
			continue;
		}
		const { min, max } = readPrice( form, config );
		if ( min !== null ) {
			params.push( [ 'min_price', priceParam( min ) ] );
		}
		if ( max !== null ) {
			params.push( [ 'max_price', priceParam( max ) ] );
		}
	}
	return params;
}

/** Listing choices a shopper may make outside the form: WooCommerce's sort dropdown, a page size in the link. */
const PAGE_CHOICES = [ 'orderby', 'per_page' ];

/**
 * The filter values with the page's own sort order and page size kept, where the form has no field of its own for
 * them: checking a term must not undo the sort the shopper chose in WooCommerce's dropdown.
 *
 * @param params  The form's values.
 * @param form    The form.
 * @param current The page's address.
 */
export function withPageChoices(
	params: FilterParams,
	form: HTMLFormElement,
	current: string
): FilterParams {
	const query = new URL( current ).searchParams;
	const kept: FilterParams = [];
	for ( const name of PAGE_CHOICES ) {
		const value = query.get( name );
		if ( value && ! form.elements.namedItem( name ) ) {
			kept.push( [ name, value ] );
		}
	}
	return [ ...params, ...kept ];
}

/**
 * The price filter of the form, in the shop's currency.
 *
 * @param form   The form.
 * @param config Its config.
 */
export function readPrice(
	form: HTMLFormElement,
	config: FilterConfig
): PriceRange {
	const facet = form.querySelector< HTMLElement >( '[data-facet="price"]' );
	const type = facet?.dataset.type ?? 'text';
	if ( type === 'ranges-select' || type === 'ranges-radio' ) {
		const chosen = form.querySelector<
			HTMLInputElement | HTMLSelectElement
		>( 'select[name="price_range"], input[name="price_range"]:checked' );
		return parseRangeValue( chosen?.value ?? '-1' );
	}
	const rate = config.currencyRate;
	if ( type === 'slider' ) {
		const end = ( which: string ) => {
			const range = facet?.querySelector< HTMLInputElement >(
				`.shop-filter__range--${ which }`
			);
			if ( ! range || range.value === range[ which as 'min' | 'max' ] ) {
				return null; // At the bound: no limit on that side.
			}
			return toShopPrice(
				Number( range.value ),
				'slider',
				rate,
				config.taxFactor
			);
		};
		return validateRange( { min: end( 'min' ), max: end( 'max' ) } );
	}
	const box = ( name: string ) => {
		const value = readNumber(
			form.querySelector< HTMLInputElement >( `[name="${ name }"]` )
				?.value ?? ''
		);
		return value === null ? null : toShopPrice( value, 'text', rate, 1 );
	};
	return validateRange( {
		min: box( 'min_price' ),
		max: box( 'max_price' ),
	} );
}

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
		if ( isTaxonomy( name ) || SINGLE.includes( name ) ) {
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
