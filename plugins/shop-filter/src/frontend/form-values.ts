/**
 * Reads the form into filter values (form-clear.ts clears them).
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
import { isTaxonomy, PRICE_FIELDS, SINGLE_FIELDS } from './filter-fields';
import type { FilterConfig, FilterParams } from './types';

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
		if ( PRICE_FIELDS.includes( name ) ) {
			values.set( 'price', [] );
		} else if ( isTaxonomy( name ) || SINGLE_FIELDS.includes( name ) ) {
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
