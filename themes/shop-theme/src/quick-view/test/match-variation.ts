/**
 * Internal dependencies
 */
import {
	matchVariation,
	variationAttributes,
	type StoreAttribute,
	type StoreVariation,
} from '../match-variation';

// The shape of the Store API's answer for the seeded Hoodie (`/wc/store/v1/products/{id}`).
const attributes: StoreAttribute[] = [
	{
		name: 'Color',
		has_variations: true,
		terms: [
			{ name: 'Red', slug: 'red' },
			{ name: 'Blue', slug: 'blue' },
		],
	},
	{
		name: 'Size',
		has_variations: true,
		terms: [
			{ name: 'S', slug: 's' },
			{ name: 'L', slug: 'l' },
		],
	},
	{ name: 'Material', has_variations: false, terms: [] },
];
const variations: StoreVariation[] = [
	{
		id: 11,
		attributes: [
			{ name: 'Color', value: 'red' },
			{ name: 'Size', value: 's' },
		],
	},
	{
		id: 12,
		attributes: [
			{ name: 'Color', value: 'red' },
			{ name: 'Size', value: 'l' },
		],
	},
	// "Any size" in blue.
	{
		id: 13,
		attributes: [
			{ name: 'Color', value: 'blue' },
			{ name: 'Size', value: null },
		],
	},
];

describe( 'matchVariation', () => {
	it( 'finds the variation of a complete choice', () => {
		expect(
			matchVariation( attributes, variations, {
				Color: 'red',
				Size: 'l',
			} )?.id
		).toBe( 12 );
		expect(
			matchVariation( attributes, variations, {
				Color: 'red',
				Size: 's',
			} )?.id
		).toBe( 11 );
	} );

	it( 'lets "any value" match every choice', () => {
		expect(
			matchVariation( attributes, variations, {
				Color: 'blue',
				Size: 's',
			} )?.id
		).toBe( 13 );
	} );

	it( 'is null while the choice is incomplete', () => {
		expect(
			matchVariation( attributes, variations, { Color: 'red' } )
		).toBeNull();
		expect(
			matchVariation( attributes, variations, { Color: 'red', Size: '' } )
		).toBeNull();
	} );

	it( 'is null for a combination that is not sold', () => {
		const sold = variations.slice( 0, 2 );
		expect(
			matchVariation( attributes, sold, { Color: 'blue', Size: 's' } )
		).toBeNull();
	} );

	it( 'offers only the attributes that choose a variation', () => {
		expect(
			variationAttributes( attributes ).map( ( a ) => a.name )
		).toEqual( [ 'Color', 'Size' ] );
	} );
} );
