/**
 * The pure helpers of the whole-bundle bench: the spread of paired differences, signed figures, which side rendered a page.
 */
import {
	BUDGETS,
	firstVisitJsBudget,
	renderedBy,
	signed,
	spread,
} from '../bundle-figures.mjs';

describe( 'spread', () => {
	it( 'gives the median, its sign-test range and the middle half of 20 differences', () => {
		const diffs = Array.from( { length: 20 }, ( _, i ) => 20 - i ); // 20 … 1, unsorted on purpose
		expect( spread( diffs ) ).toEqual( {
			median: 10.5,
			low: 6,
			high: 15,
			q1: 6,
			q3: 16,
		} );
	} );

	it( 'keeps the range inside the figures for few pairs', () => {
		expect( spread( [ 3, -1 ] ) ).toMatchObject( { low: -1, high: 3 } );
	} );
} );

describe( 'signed', () => {
	it( 'marks gains with + and leaves zero and losses alone', () => {
		expect( signed( 1.25 ) ).toBe( '+1.3' );
		expect( signed( -0.2 ) ).toBe( '-0.2' );
		expect( signed( 0.01 ) ).toBe( '0.0' );
		expect( signed( 3, 0 ) ).toBe( '+3' );
	} );
} );

describe( 'firstVisitJsBudget', () => {
	it( 'allows the shop the filter on top', () => {
		expect( firstVisitJsBudget( 'shop' ) ).toBe(
			BUDGETS.firstVisitShopJsGzip
		);
		expect( firstVisitJsBudget( 'product' ) ).toBe(
			BUDGETS.firstVisitJsGzip
		);
	} );
} );

describe( 'renderedBy', () => {
	const theme = ( slug ) =>
		`<link href="/wp-content/themes/${ slug }/style.css">`;
	const plugin =
		'<script src="/wp-content/plugins/shop-consent/build/frontend.js"></script>';

	it( 'tells the bundle from bare WooCommerce', () => {
		expect( renderedBy( theme( 'shop-theme' ) + plugin ) ).toBe( 'bundle' );
		expect(
			renderedBy(
				theme( 'twentytwentyfive' ) +
					'<script src="/wp-content/plugins/woocommerce/x.js"></script>'
			)
		).toBe( 'bare' );
	} );

	it( 'refuses a bare page that still carries one of our plugins', () => {
		expect( renderedBy( theme( 'twentytwentyfive' ) + plugin ) ).toBe(
			'mixed'
		);
		expect( renderedBy( '<p>no theme</p>' ) ).toBe( 'neither' );
	} );
} );
