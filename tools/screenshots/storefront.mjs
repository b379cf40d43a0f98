/**
 * The storefront pages to shoot, in the order a shopper meets them, found through the site's public REST APIs so
 * the list follows the seeded catalogue instead of hard-coding IDs. Each page names the theme template that draws it
 * (tools/test/checks/test/screenshot-coverage.js holds the list to the theme's templates); the panels and dialogs a
 * shopper opens over a page (consent settings, quick view, mini-cart, phone filter, side bar) are shot open.
 */

import { OVERLAYS } from './overlays.mjs';

/** @typedef {import('@playwright/test').Page} Page */

/**
 * @typedef {Object} Shot
 * @property {string}                        name       File name stem.
 * @property {string}                        title      Caption in the README.
 * @property {string}                        url        Page to open.
 * @property {string}                        [template] Theme template that draws the page (none for an overlay).
 * @property {string[]}                      [devices]  Only on these devices (default: every device).
 * @property {(page: Page) => Promise<void>} [before]   Run first (e.g. fill the cart).
 * @property {(page: Page) => Promise<void>} [open]     Run once the page has settled (opens a panel), then shot.
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
 * @return {Promise<Record<string, any>>} The simple product the cart and the shopper's order hold.
 */
export const simpleProduct = ( base ) =>
	product( `${ base }/wp-json/wc/store/v1`, 'logo-t-shirt', 'simple' );

/**
 * @param {string} base Site URL without a trailing slash.
 * @return {Promise<Shot[]>} Pages in the order they are visited.
 */
export async function storefrontShots( base ) {
	const store = `${ base }/wp-json/wc/store/v1`;
	const simple = await simpleProduct( base );
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
	const about = await first(
		`${ base }/wp-json/wp/v2/pages?slug=about&_fields=link`
	);
	return [
		{
			name: 'front-page',
			title: 'Front page',
			url: `${ base }/`,
			template: 'front-page',
		},
		{
			name: 'shop',
			title: 'Shop',
			url: `${ base }/shop/`,
			template: 'archive-product',
		},
		{ ...OVERLAYS.filterPanel, url: `${ base }/shop/` },
		{ ...OVERLAYS.quickView, url: `${ base }/shop/` },
		category && {
			name: 'category',
			title: `Category: ${ category.name }`,
			url: category.permalink,
			template: 'taxonomy-product_cat',
		},
		{
			name: 'product-simple',
			title: `Simple product: ${ simple.name }`,
			url: simple.permalink,
			template: 'single-product',
		},
		{
			name: 'product-variable',
			title: `Variable product: ${ variable.name }`,
			url: variable.permalink,
			template: 'single-product',
		},
		{
			name: 'search-products',
			title: 'Product search (header)',
			url: `${ base }/?s=hoodie&post_type=product`,
			template: 'product-search-results',
		},
		{
			name: 'search',
			title: 'Site search',
			url: `${ base }/?s=cotton`,
			template: 'search',
		},
		post && {
			name: 'post',
			title: 'Blog post',
			url: post.link,
			template: 'single',
		},
		blog && {
			name: 'journal',
			title: "Journal (the blog's category archive)",
			url: blog.link,
			template: 'archive',
		},
		about && {
			name: 'page',
			title: 'Page: About',
			url: about.link,
			template: 'page',
		},
		{ ...OVERLAYS.sideBar, url: `${ base }/` },
		{
			name: '404',
			title: 'Not found',
			url: `${ base }/no-such-page-here/`,
			template: '404',
		},
		{
			name: 'cart-empty',
			title: 'Cart, empty',
			url: `${ base }/cart/`,
			template: 'page-cart',
		},
		{
			name: 'cart',
			title: 'Cart (one item)',
			url: `${ base }/cart/`,
			template: 'page-cart',
			before: fillCart,
		},
		{ ...OVERLAYS.miniCart, url: `${ base }/shop/` },
		{
			name: 'cart-classic',
			title: 'Cart (classic)',
			url: `${ base }/classic-cart/`,
			template: 'page',
		},
		{
			name: 'checkout',
			title: 'Checkout (blocks)',
			url: `${ base }/checkout/`,
			template: 'page-checkout',
		},
		{
			name: 'checkout-classic',
			title: 'Checkout (classic)',
			url: `${ base }/classic-checkout/`,
			template: 'page',
		},
		{
			name: 'my-account',
			title: 'My account, logged out',
			url: `${ base }/my-account/`,
			template: 'page',
		},
	].filter( Boolean );
}

/**
 * The pages of a logged-in shopper with an order: their account, the order-received page and the order in it.
 *
 * @param {string}                    base  Site URL without a trailing slash.
 * @param {{id: number, key: string}} order The shopper's order.
 * @return {Shot[]} In the order they are visited.
 */
export const accountShots = ( base, order ) => [
	{
		name: 'my-account-logged-in',
		title: 'My account, logged in',
		url: `${ base }/my-account/`,
		template: 'page',
	},
	{
		name: 'order-received',
		title: 'Order received',
		url: `${ base }/checkout/order-received/${ order.id }/?key=${ order.key }`,
		template: 'order-confirmation',
	},
	{
		name: 'my-account-order',
		title: 'My account: an order',
		url: `${ base }/my-account/view-order/${ order.id }/`,
		template: 'page',
	},
];

/**
 * The front page in WooCommerce's coming-soon mode, as a first visitor sees it (screenshots.mjs turns the mode on).
 *
 * @param {string} base Site URL without a trailing slash.
 * @return {Shot} The shot.
 */
export const comingSoonShot = ( base ) => ( {
	name: 'coming-soon',
	title: 'Coming soon (the shop before launch)',
	url: `${ base }/`,
	template: 'coming-soon',
} );
