/**
 * The pages benchmarks measure: what a shopper meets first.
 */

/**
 * @param {string}  baseUrl
 * @param {boolean} withWooCommerce
 * @return {Promise<{name: string, url: string, cartItem?: number}[]>} Name and URL of each page; `cartItem`: a
 *         product to put in the cart first, as the cart and checkout are measured with something in them.
 */
export async function benchmarkPages( baseUrl, withWooCommerce ) {
	const json = async ( path ) =>
		( await fetch( new URL( path, baseUrl ) ) ).json();
	// The post with a comment thread: the heaviest blog page.
	const [ reply ] = await json(
		'/wp-json/wp/v2/comments?per_page=1&parent_exclude=0'
	);
	const post = await json( `/wp-json/wp/v2/posts/${ reply.post }` );
	const pages = [
		{ name: 'front page', url: new URL( '/', baseUrl ).href },
		{ name: 'post', url: post.link },
	];
	if ( withWooCommerce ) {
		const [ product ] = await json(
			'/wp-json/wc/store/v1/products?per_page=1&type=variable'
		);
		const [ simple ] = await json(
			'/wp-json/wc/store/v1/products?per_page=1&type=simple&stock_status=instock'
		);
		pages.push(
			{ name: 'shop', url: new URL( '/shop/', baseUrl ).href },
			{ name: 'product', url: product.permalink },
			{
				name: 'cart',
				url: new URL( '/cart/', baseUrl ).href,
				cartItem: simple.id,
			},
			{
				name: 'checkout',
				url: new URL( '/checkout/', baseUrl ).href,
				cartItem: simple.id,
			}
		);
	}
	return pages;
}
