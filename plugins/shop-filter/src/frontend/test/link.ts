/**
 * Internal dependencies
 */
import { buildLink, type LinkContext } from '../link';
import type { FilterParams } from '../types';

const SHOP = 'https://shop.test/shop/';

const context = ( extra: Partial< LinkContext > = {} ): LinkContext => ( {
	action: SHOP,
	current: 'https://shop.test/shop/?orderby=price',
	redirect: '',
	ajax: false,
	plain: false,
	base: '',
	page: 1,
	...extra,
} );

describe( 'buildLink', () => {
	it.each< [ string, FilterParams, Partial< LinkContext >, string ] >( [
		[
			'starts with the search marker, then name=value',
			[ [ 'pa_color', 'red' ] ],
			{},
			`${ SHOP }?filter=1&pa_color=red`,
		],
		[
			'joins a multi-value filter with commas',
			[
				[ 'pa_color', 'red,blue' ],
				[ 'product_cat', 'tops' ],
			],
			{},
			`${ SHOP }?filter=1&pa_color=red,blue&product_cat=tops`,
		],
		[
			'leaves out empty values',
			[
				[ 'pa_color', '' ],
				[ 'stock', 'instock' ],
			],
			{},
			`${ SHOP }?filter=1&stock=instock`,
		],
		[
			'sends the page as paged when ajax is on',
			[ [ 'pa_color', 'red' ] ],
			{ ajax: true, page: 3 },
			`${ SHOP }?filter=1&pa_color=red&paged=3`,
		],
		[
			'sends no paged on page 1',
			[ [ 'pa_color', 'red' ] ],
			{ ajax: true, page: 1 },
			`${ SHOP }?filter=1&pa_color=red`,
		],
		[
			'sends no paged when ajax is off',
			[ [ 'pa_color', 'red' ] ],
			{ ajax: false, page: 3 },
			`${ SHOP }?filter=1&pa_color=red`,
		],
		[
			'removes page, product-page, s, product and path',
			[
				[ 'page', '2' ],
				[ 'product-page', '2' ],
				[ 's', 'x' ],
				[ 'product', 'y' ],
				[ 'path', 'z' ],
				[ 'sku', 'A1' ],
			],
			{},
			`${ SHOP }?filter=1&sku=A1`,
		],
		[
			'removes excluded parameters of the action too',
			[ [ 'sku', 'A1' ] ],
			{ action: `${ SHOP }?s=hat&product-page=2` },
			`${ SHOP }?filter=1&sku=A1`,
		],
		[
			'sends the current category as <term_id>-<taxonomy>',
			[ [ 'pa_color', 'red' ] ],
			{
				action: 'https://shop.test/product-category/tops/',
				base: '18-product_cat',
			},
			'https://shop.test/product-category/tops/?filter=1&pa_color=red&base=18-product_cat',
		],
		[
			'builds on the redirect page when one is set',
			[ [ 'pa_color', 'red' ] ],
			{ redirect: 'https://shop.test/results/' },
			'https://shop.test/results/?filter=1&pa_color=red',
		],
		[
			'builds plain-permalink links on the site root with page_id',
			[ [ 'pa_color', 'red' ] ],
			{ plain: true, action: 'https://shop.test/?page_id=5' },
			'https://shop.test/?filter=1&page_id=5&pa_color=red',
		],
		[
			'builds plain-permalink links on the redirect page',
			[ [ 'pa_color', 'red' ] ],
			{
				plain: true,
				redirect: 'https://shop.test/index.php?page_id=9&s=x',
			},
			'https://shop.test/?filter=1&page_id=9&pa_color=red',
		],
		[
			'with only min and max price: the current page with min_price and max_price only',
			[
				[ 'min_price', '10' ],
				[ 'max_price', '50' ],
			],
			{},
			`${ SHOP }?min_price=10&max_price=50`,
		],
		[
			'with only a min price: the current page with min_price only',
			[ [ 'min_price', '10' ] ],
			{ current: 'https://shop.test/product-category/tops/?x=1' },
			'https://shop.test/product-category/tops/?min_price=10',
		],
		[
			'with no filters: the current page',
			[],
			{
				current:
					'https://shop.test/product-category/tops/?filter=1&pa_color=red',
			},
			'https://shop.test/product-category/tops/',
		],
		[
			'with no filters on a later page of the listing: its first page',
			[],
			{
				current: 'https://shop.test/shop/page/2/?filter=1&pa_color=red',
			},
			SHOP,
		],
		[
			'with only a price on a later page of the listing: its first page with the price',
			[ [ 'max_price', '50' ] ],
			{ current: 'https://shop.test/shop/page/3/?filter=1' },
			`${ SHOP }?max_price=50`,
		],
		[
			'with no filters on plain permalinks: the current page with its page_id',
			[],
			{
				plain: true,
				current: 'https://shop.test/?page_id=5&filter=1&pa_color=red',
			},
			'https://shop.test/?page_id=5',
		],
		[
			'encodes values but keeps commas',
			[
				[ 'sku', 'a&b c' ],
				[ 'pa_size', 'x,l' ],
			],
			{},
			`${ SHOP }?filter=1&sku=a%26b%20c&pa_size=x,l`,
		],
		[
			'never repeats the marker',
			[
				[ 'filter', '1' ],
				[ 'pa_color', 'red' ],
			],
			{ action: `${ SHOP }?filter=1` },
			`${ SHOP }?filter=1&pa_color=red`,
		],
	] )( '%s', ( _name, params, extra, expected ) => {
		expect( buildLink( params, context( extra ) ) ).toBe( expected );
	} );
} );
