/**
 * The storefront pages to shoot, in the order a shopper meets them, found through the site's public REST APIs so
 * the list follows the seeded catalogue instead of hard-coding IDs.
 */

/**
 * @typedef {Object} Shot
 * @property {string}                                                   name     File name stem.
 * @property {string}                                                   title    Caption in the README.
 * @property {string}                                                   url      Page to open.
 * @property {(page: import('@playwright/test').Page) => Promise<void>} [before] Run first (e.g. fill the cart).
 */

/**
 * @param {string} url REST collection URL.
 * @return {Promise<Record<string, any>|undefined>} Its first item.
 */
async function first( url ) {
	const items = await ( await fetch( url ) ).json();
	return Array.isArray( items ) ? items[ 0 ] : undefined;
}

/**
 * A product by slug, or else the first of its type.
 *
 * @param {string} store Store API base.
 * @param {string} slug  Preferred product.
 * @param {string} type  simple or variable.
 */
async function product( store, slug, type ) {
	const found =
		( await first( `${ store }/products?slug=${ slug }` ) ) ??
		( await first( `${ store }/products?type=${ type }&per_page=1` ) );
	if ( ! found ) {
		throw new Error( `No ${ type } product: is the site seeded?` );
	}
	return found;
}

/**
 * @param {string} base Site URL without a trailing slash.
 * @return {Promise<Shot[]>} Pages in the order they are visited.
 */
export async function storefrontShots( base ) {
	const store = `${ base }/wp-json/wc/store/v1`;
	const simple = await product( store, 'logo-t-shirt', 'simple' );
	const variable = await product( store, 'hoodie', 'variable' );
	const categories = await (
		await fetch( `${ store }/products/categories` )
	).json();
	const category = categories.find( ( term ) => term.count > 0 );
	const post = await first(
		`${ base }/wp-json/wp/v2/posts?per_page=1&_fields=link`
	);
	// The seeded posts' category (the journal), else the category with the most posts.
	const blog =
		( await first(
			`${ base }/wp-json/wp/v2/categories?slug=journal&_fields=link`
		) ) ??
		( await first(
			`${ base }/wp-json/wp/v2/categories?hide_empty=true&orderby=count&order=desc&_fields=link`
		) );
	const fillCart = async ( page ) => {
		await page.goto( `${ base }/?add-to-cart=${ simple.id }` );
	};
	return [
		{ name: 'front-page', title: 'Front page', url: `${ base }/` },
		{ name: 'shop', title: 'Shop', url: `${ base }/shop/` },
		category && {
			name: 'category',
			title: `Category: ${ category.name }`,
			url: category.permalink,
		},
		{
			name: 'product-simple',
			title: `Simple product: ${ simple.name }`,
			url: simple.permalink,
		},
		{
			name: 'product-variable',
			title: `Variable product: ${ variable.name }`,
			url: variable.permalink,
		},
		{
			name: 'search-products',
			title: 'Product search (header)',
			url: `${ base }/?s=hoodie&post_type=product`,
		},
		{ name: 'search', title: 'Site search', url: `${ base }/?s=cotton` },
		post && { name: 'post', title: 'Blog post', url: post.link },
		blog && {
			name: 'journal',
			title: "Journal (the blog's category archive)",
			url: blog.link,
		},
		{
			name: '404',
			title: 'Not found',
			url: `${ base }/no-such-page-here/`,
		},
		{
			name: 'cart',
			title: 'Cart (one item)',
			url: `${ base }/cart/`,
			before: fillCart,
		},
		{
			name: 'checkout',
			title: 'Checkout (blocks)',
			url: `${ base }/checkout/`,
		},
		{
			name: 'checkout-classic',
			title: 'Checkout (classic)',
			url: `${ base }/classic-checkout/`,
		},
		{
			name: 'my-account',
			title: 'My account, logged out',
			url: `${ base }/my-account/`,
		},
	].filter( Boolean );
}
