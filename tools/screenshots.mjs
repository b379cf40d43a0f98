/**
 * `npm run screenshots`: desktop (1440x900) and phone (390x844) screenshots of the pages a shopper meets, taken from
 * the running, seeded local stack (`npm start`) with Playwright's Chromium, into themes/shop-theme/screenshots/; the
 * desktop front page also becomes the theme's screenshot.png (1200x900). PNGs are reduced to at most 256 colours with
 * pngquant (see optimise()).
 */

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const stackDir = process.env.SHOP_STACK_DIR ?? path.join( root, '.stack' );
const themeDir = path.join( root, 'themes/shop-theme' );
const outDir = path.join( themeDir, 'screenshots' );

const VIEWPORTS = {
	desktop: { width: 1440, height: 900 },
	phone: { width: 390, height: 844 },
};

/**
 * The site's URL, from the facts `npm start` recorded.
 *
 * @return {string} Base URL without a trailing slash.
 */
function siteUrl() {
	const facts = path.join( stackDir, 'stack.json' );
	if ( ! fs.existsSync( facts ) ) {
		throw new Error(
			`No local stack at ${ stackDir }: run "npm start" first.`
		);
	}
	return JSON.parse( fs.readFileSync( facts, 'utf8' ) ).url.replace(
		/\/$/,
		''
	);
}

/**
 * First item of a REST collection.
 *
 * @param {string} url Collection URL.
 * @return {Promise<Record<string, any>>} The item.
 */
async function first( url ) {
	const items = await ( await fetch( url ) ).json();
	if ( ! Array.isArray( items ) || ! items.length ) {
		throw new Error( `Nothing at ${ url }: is the site seeded?` );
	}
	return items[ 0 ];
}

/**
 * Pages to take, by file name. The cart and checkout need an item, added by the page before them.
 *
 * @param {string} base Site URL.
 * @return {Promise<Array<{name: string, url: string}>>} Pages in the order they are visited.
 */
async function pages( base ) {
	const post = await first(
		`${ base }/wp-json/wp/v2/posts?per_page=1&_fields=link`
	);
	const product = await first(
		`${ base }/wp-json/wc/store/v1/products?per_page=1&type=simple&orderby=price&order=desc`
	);
	return [
		{ name: 'front-page', url: `${ base }/` },
		{ name: 'post', url: post.link },
		{ name: 'shop', url: `${ base }/shop/` },
		{ name: 'product', url: product.permalink },
		{
			name: 'cart',
			url: `${ base }/?add-to-cart=${ product.id }`,
			then: `${ base }/cart/`,
		},
		{ name: 'checkout', url: `${ base }/checkout/` },
		{ name: '404', url: `${ base }/no-such-page-here/` },
	];
}

/**
 * Reduces a PNG to at most 256 colours in place with pngquant (Debian's `pngquant`, installed by `npm start`'s
 * system packages step on Debian and Ubuntu): screenshots of flat UI lose nothing visible and shrink by about 70%.
 * pngquant leaves the file alone when the quality floor cannot be met (exit 99); without pngquant the full-colour
 * PNG is kept, and the run says so once.
 *
 * @param {string} file PNG path.
 */
function optimise( file ) {
	try {
		execFileSync(
			'pngquant',
			[
				'--force',
				'--skip-if-larger',
				'--strip',
				'--quality',
				'70-95',
				'--speed',
				'1',
				'--output',
				file,
				'--',
				file,
			],
			{ stdio: 'ignore' }
		);
	} catch ( error ) {
		if ( error.code === 'ENOENT' && ! optimise.warned ) {
			optimise.warned = true;
			console.warn(
				'pngquant is not installed: the screenshots keep their full colours (apt-get install pngquant).'
			);
		}
	}
}

/**
 * Answers shop-consent's banner once per context, so it does not cover the pages.
 *
 * @param {import('@playwright/test').Page} page Page.
 * @param {string}                          base Site URL.
 */
async function dismissConsent( page, base ) {
	await page.goto( `${ base }/`, { waitUntil: 'networkidle' } );
	const reject = page.getByRole( 'button', { name: /reject all/i } );
	if ( await reject.isVisible() ) {
		await reject.click();
	}
}

async function main() {
	const base = siteUrl();
	const list = await pages( base );
	fs.mkdirSync( outDir, { recursive: true } );
	// Debian's Chromium, as the e2e suite uses (never a downloaded browser).
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	} );
	try {
		for ( const [ device, viewport ] of Object.entries( VIEWPORTS ) ) {
			const context = await browser.newContext( {
				viewport,
				deviceScaleFactor: 1,
				reducedMotion: 'reduce',
			} );
			const page = await context.newPage();
			await dismissConsent( page, base );
			for ( const { name, url, then } of list ) {
				await page.goto( url, { waitUntil: 'networkidle' } );
				if ( then ) {
					await page.goto( then, { waitUntil: 'networkidle' } );
				}
				// Block checkout and cart draw their forms after load; wait for them to settle.
				await page.waitForTimeout( 800 );
				const file = path.join( outDir, `${ name }-${ device }.png` );
				await page.screenshot( { path: file } );
				optimise( file );
				process.stdout.write( `${ path.relative( root, file ) }\n` );
			}
			if ( device === 'desktop' ) {
				await page.setViewportSize( { width: 1200, height: 900 } );
				await page.goto( `${ base }/`, { waitUntil: 'networkidle' } );
				const file = path.join( themeDir, 'screenshot.png' );
				await page.screenshot( { path: file } );
				optimise( file );
				process.stdout.write( `${ path.relative( root, file ) }\n` );
			}
			await context.close();
		}
	} finally {
		await browser.close();
	}
}

main().catch( ( error ) => {
	process.stderr.write( `${ error.message }\n` );
	process.exitCode = 1;
} );
