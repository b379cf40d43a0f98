/**
 * `npm run screenshots`: every page type a shopper meets, on a desktop (1440×900) and a phone (390×844), and every
 * settings screen of the bundle (each tab) logged in as admin, taken from the running, seeded local stack
 * (`npm start`; SHOP_STACK_DIR picks another) with Debian's Chromium, into docs/screenshots/. The
 * desktop front page also becomes the theme's screenshot.png (1200×900), and the README's "Screenshots" gallery is
 * rewritten from the run. PNGs are reduced to 256 colours with pngquant.
 *
 * Stable pictures: each page waits for fonts, pictures in view and loading placeholders (see screenshots/settle.mjs),
 * animations are off and the caret hidden; the consent bar is shot once on a first visit, then declined as a
 * visitor declines it, so every other page shows a decided visitor.
 */

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

import {
	ensureShopper,
	ensureShopperOrder,
	logInAsAdmin,
	logInAsShopper,
} from './screenshots/accounts.mjs';
import { ADMIN_SCREENS, slug, tabsOf } from './screenshots/admin.mjs';
import { writeGallery } from './screenshots/gallery.mjs';
import { optimise } from './screenshots/pngquant.mjs';
import { settle } from './screenshots/settle.mjs';
import { withComingSoon } from './screenshots/coming-soon.mjs';
import {
	accountShots,
	comingSoonShot,
	simpleProduct,
	storefrontShots,
} from './screenshots/storefront.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const stackDir = process.env.SHOP_STACK_DIR
	? path.resolve( root, process.env.SHOP_STACK_DIR )
	: path.join( root, '.stack' );
const themeDir = path.join( root, 'themes/shop-theme' );
// Outside the theme: the theme's zip ships its folder, and half of these pictures show the plugins.
const outDir = path.join( root, 'docs/screenshots' );

const DEVICES = {
	desktop: { viewport: { width: 1440, height: 900 } },
	phone: {
		viewport: { width: 390, height: 844 },
		isMobile: true,
		hasTouch: true,
	},
};

/**
 * Settings screens are cut at this height, which the longest of them (the Stripe gateway's, with its express
 * checkout fields, down to Save changes) fits inside.
 */
const ADMIN_MAX_HEIGHT = 2600;

/** @return {{url: string, admin: {user: string, password: string}}} What `npm start` recorded. */
function stackFacts() {
	const file = path.join( stackDir, 'stack.json' );
	if ( ! fs.existsSync( file ) ) {
		throw new Error(
			`No local stack at ${ stackDir }: run "npm start" first.`
		);
	}
	const facts = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	return { ...facts, url: facts.url.replace( /\/$/, '' ) };
}

/**
 * @param {import('@playwright/test').Page} page
 * @param {string}                          name      File name stem.
 * @param {Object}                          [options] Playwright screenshot options.
 */
async function shoot( page, name, options = {} ) {
	const file = path.join( outDir, `${ name }.png` );
	await page.screenshot( {
		path: file,
		animations: 'disabled',
		caret: 'hide',
		...options,
	} );
	optimise( file );
	process.stdout.write( `${ path.relative( root, file ) }\n` );
}

/** The consent bar's and dialog's shots, before the first visitor decides. */
const FIRST_VISIT = [
	{
		name: 'front-page-first-visit',
		title: 'Front page, first visit (consent bar)',
	},
	{ name: 'consent-settings', title: 'Consent settings (from the bar)' },
];

/**
 * The first visit with its consent bar, then its settings dialog opened from the bar, where the visitor declines.
 *
 * @param {import('@playwright/test').Page} page
 * @param {string}                          base
 * @param {string}                          device
 */
async function firstVisit( page, base, device ) {
	await page.goto( `${ base }/` );
	await settle( page );
	await shoot( page, `front-page-first-visit-${ device }` );
	const bar = page.getByRole( 'region', { name: /cookie/i } );
	await bar.getByRole( 'button', { name: 'Settings' } ).click();
	const dialog = page.getByRole( 'dialog' );
	await dialog.waitFor();
	await settle( page );
	await shoot( page, `consent-settings-${ device }` );
	// Declined from the dialog, as a visitor who opened it declines.
	await dialog.getByRole( 'button', { name: 'Reject all' } ).click();
	await dialog.waitFor( { state: 'hidden' } );
	await bar.waitFor( { state: 'hidden' } );
}

/**
 * Opens one storefront shot's page (and its panel) and shoots it, unless it is for other devices.
 *
 * @param {import('@playwright/test').Page}             page
 * @param {string}                                      device
 * @param {import('./screenshots/storefront.mjs').Shot} shot
 */
async function shootPage( page, device, { name, url, before, open, devices } ) {
	if ( devices && ! devices.includes( device ) ) {
		return;
	}
	await before?.( page );
	await page.goto( url );
	await settle( page );
	if ( open ) {
		await open( page );
		await settle( page );
	}
	await shoot( page, `${ name }-${ device }` );
}

/**
 * @param {import('@playwright/test').Browser}            browser
 * @param {string}                                        base
 * @param {string}                                        device
 * @param {import('./screenshots/storefront.mjs').Shot[]} shots    A visitor's pages.
 * @param {import('./screenshots/storefront.mjs').Shot[]} accounts The logged-in shopper's pages.
 */
async function shootStorefront( browser, base, device, shots, accounts ) {
	const context = await browser.newContext( {
		...DEVICES[ device ],
		reducedMotion: 'reduce',
	} );
	const page = await context.newPage();
	await firstVisit( page, base, device );
	for ( const shot of shots ) {
		await shootPage( page, device, shot );
	}
	await logInAsShopper( page, base );
	for ( const shot of accounts ) {
		await shootPage( page, device, shot );
	}
	if ( device === 'desktop' ) {
		await page.setViewportSize( { width: 1200, height: 900 } );
		await page.goto( `${ base }/` );
		await settle( page );
		const file = path.join( themeDir, 'screenshot.png' );
		await page.screenshot( {
			path: file,
			animations: 'disabled',
			caret: 'hide',
		} );
		optimise( file );
	}
	await context.close();
}

/**
 * Every settings screen, each tab of it, from the top down to ADMIN_MAX_HEIGHT.
 *
 * @param {import('@playwright/test').Page} page Logged in as admin.
 * @param {string}                          base
 * @return {Promise<Array<{name: string, title: string}>>} What was shot.
 */
async function shootAdmin( page, base ) {
	const taken = [];
	const capture = async ( name, title ) => {
		await settle( page );
		const height = await page.evaluate(
			() => document.documentElement.scrollHeight
		);
		await shoot( page, name, {
			fullPage: true,
			clip: {
				x: 0,
				y: 0,
				width: 1440,
				height: Math.min( height, ADMIN_MAX_HEIGHT ),
			},
		} );
		taken.push( { name, title } );
	};
	for ( const screen of ADMIN_SCREENS ) {
		if ( screen.around ) {
			await screen.around( page, base, async () => {
				await page.goto( `${ base }/wp-admin/${ screen.path }` );
				await capture( screen.name, screen.title );
			} );
			continue;
		}
		await page.goto( `${ base }/wp-admin/${ screen.path }` );
		await settle( page );
		if ( screen.focus ) {
			// The field's row near the top, below the admin bar and WooCommerce's sticky header, the rest of the screen under it.
			await page.locator( screen.focus ).evaluate( ( field ) => {
				( field.closest( 'tr' ) ?? field ).scrollIntoView( {
					block: 'start',
				} );
				window.scrollBy( 0, -140 );
			} );
			await settle( page );
			await shoot( page, screen.name );
			taken.push( { name: screen.name, title: screen.title } );
			continue;
		}
		const tabs = await tabsOf( page );
		if ( ! tabs.length ) {
			await capture( screen.name, screen.title );
			continue;
		}
		for ( const tab of tabs ) {
			await page
				.locator( '#wpbody-content [role="tablist"]' )
				.first()
				.getByRole( 'tab', { name: tab, exact: true } )
				.click();
			await capture(
				`${ screen.name }-${ slug( tab ) }`,
				`${ screen.title }: ${ tab }`
			);
		}
	}
	return taken;
}

async function main() {
	const facts = stackFacts();
	const base = facts.url;
	const shots = await storefrontShots( base );
	fs.mkdirSync( outDir, { recursive: true } );
	// Pictures of pages that are no longer shot must not linger in the README's folder.
	for ( const file of fs.readdirSync( outDir ) ) {
		if ( file.endsWith( '.png' ) ) {
			fs.rmSync( path.join( outDir, file ) );
		}
	}
	// Debian's Chromium, as the e2e suite uses (never a downloaded browser).
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	} );
	try {
		const adminContext = await browser.newContext( {
			...DEVICES.desktop,
			reducedMotion: 'reduce',
		} );
		const adminPage = await adminContext.newPage();
		await logInAsAdmin( adminPage, base, facts.admin );
		await ensureShopper( adminPage, base );
		const admin = await shootAdmin( adminPage, base );
		const order = await ensureShopperOrder(
			adminPage,
			base,
			( await simpleProduct( base ) ).id
		);
		const comingSoon = comingSoonShot( base );
		await withComingSoon( adminPage, base, async () => {
			for ( const device of Object.keys( DEVICES ) ) {
				const context = await browser.newContext( {
					...DEVICES[ device ],
					reducedMotion: 'reduce',
				} );
				await shootPage( await context.newPage(), device, comingSoon );
				await context.close();
			}
		} );
		await adminContext.close();
		const accounts = accountShots( base, order );
		for ( const device of Object.keys( DEVICES ) ) {
			await shootStorefront( browser, base, device, shots, accounts );
		}
		const bytes = fs
			.readdirSync( outDir )
			.reduce(
				( sum, file ) =>
					sum + fs.statSync( path.join( outDir, file ) ).size,
				0
			);
		writeGallery( {
			readme: path.join( root, 'README.md' ),
			folder: path.relative( root, outDir ),
			storefront: [ ...FIRST_VISIT, ...shots, ...accounts, comingSoon ],
			admin,
			bytes,
		} );
		process.stdout.write(
			`${ Math.round( bytes / 1024 ) } kB of screenshots in ${ path.relative( root, outDir ) }\n`
		);
	} finally {
		await browser.close();
	}
}

main().catch( ( error ) => {
	process.stderr.write( `${ error.message }\n` );
	process.exitCode = 1;
} );
