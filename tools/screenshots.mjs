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
	logInAsAdmin,
	logInAsShopper,
} from './screenshots/accounts.mjs';
import { ADMIN_SCREENS, slug, tabsOf } from './screenshots/admin.mjs';
import { writeGallery } from './screenshots/gallery.mjs';
import { optimise } from './screenshots/pngquant.mjs';
import { settle } from './screenshots/settle.mjs';
import { storefrontShots } from './screenshots/storefront.mjs';

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

/** Settings screens are cut at this height: the top of a long screen shows its kind. */
const ADMIN_MAX_HEIGHT = 2000;

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

/**
 * The first visit with its consent bar, then the bar declined as a visitor declines it.
 *
 * @param {import('@playwright/test').Page} page
 * @param {string}                          base
 * @param {string}                          device
 */
async function firstVisit( page, base, device ) {
	await page.goto( `${ base }/` );
	await settle( page );
	await shoot( page, `front-page-first-visit-${ device }` );
	const reject = page.getByRole( 'button', { name: /reject/i } ).first();
	if ( await reject.isVisible() ) {
		await reject.click();
		await reject.waitFor( { state: 'hidden' } );
	}
}

/**
 * @param {import('@playwright/test').Browser}            browser
 * @param {string}                                        base
 * @param {string}                                        device
 * @param {import('./screenshots/storefront.mjs').Shot[]} shots
 */
async function shootStorefront( browser, base, device, shots ) {
	const context = await browser.newContext( {
		...DEVICES[ device ],
		reducedMotion: 'reduce',
	} );
	const page = await context.newPage();
	await firstVisit( page, base, device );
	for ( const { name, url, before } of shots ) {
		await before?.( page );
		await page.goto( url );
		await settle( page );
		await shoot( page, `${ name }-${ device }` );
	}
	await logInAsShopper( page, base );
	await page.goto( `${ base }/my-account/` );
	await settle( page );
	await shoot( page, `my-account-logged-in-${ device }` );
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
		await page.goto( `${ base }/wp-admin/${ screen.path }` );
		await settle( page );
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
		await adminContext.close();
		for ( const device of Object.keys( DEVICES ) ) {
			await shootStorefront( browser, base, device, shots );
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
			storefront: [
				{
					name: 'front-page-first-visit',
					title: 'Front page, first visit (consent bar)',
				},
				...shots,
				{
					name: 'my-account-logged-in',
					title: 'My account, logged in',
				},
			],
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
