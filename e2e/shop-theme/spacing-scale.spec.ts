/**
 * Issue 28: the footer and the side bar follow one spacing scale, theme.json's (`--wp--preset--spacing--*`), on a
 * desktop and a phone; and the side bar lists a submenu's links under their item in 44 px rows, as core's phone
 * menu does, instead of a dropdown drawn over the rows below it.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { withNavigationMenu } from '../support/navigation-menu';
import { test, expect } from '../support/test';
import { atRest } from '../support/at-rest';
import { isOnTop } from '../support/is-on-top';
import { PHONE } from './shop-page';

const DESKTOP = { width: 1280, height: 800 };

/** theme.json's spacing slugs. */
const SCALE_SLUGS = [ '10', '20', '30', '40', '50', '60' ];

/** The spacings of a box that lay it out: what the scale governs. */
const SPACINGS = [
	'paddingTop',
	'paddingRight',
	'paddingBottom',
	'paddingLeft',
	'marginTop',
	'marginRight',
	'marginBottom',
	'marginLeft',
	'rowGap',
	'columnGap',
] as const;

/**
 * Form controls and visually hidden text keep their own inner spacing (the search field's, WordPress's
 * screen-reader-text); the closer reaches into the panel's padding by design (a 44 px box around its icon).
 */
const OWN_SPACING =
	'.wp-block-search__inside-wrapper, .wp-block-search__inside-wrapper *, .screen-reader-text, .shop-theme-side-bar__closer';

withNavigationMenu(
	'Spacing scale menu',
	'<!-- wp:navigation-link {"label":"Home","url":"/"} /--><!-- wp:navigation-submenu {"label":"About","url":"/"} --><!-- wp:navigation-link {"label":"Contact","url":"/"} /--><!-- wp:navigation-link {"label":"Delivery","url":"/"} /--><!-- /wp:navigation-submenu --><!-- wp:navigation-submenu {"label":"Shop","url":"/shop/"} --><!-- wp:navigation-link {"label":"Caps","url":"/?s=cap"} /--><!-- /wp:navigation-submenu -->'
);

/**
 * The scale's steps in px at the page's current width (some are fluid).
 *
 * @param page The page.
 */
const scaleInPx = ( page: Page ) =>
	page.evaluate( ( slugs ) => {
		const probe = document.createElement( 'div' );
		document.body.append( probe );
		const steps = slugs.map( ( slug ) => {
			probe.style.paddingTop = `var(--wp--preset--spacing--${ slug })`;
			return parseFloat( getComputedStyle( probe ).paddingTop );
		} );
		probe.remove();
		return steps;
	}, SCALE_SLUGS );

/**
 * Every spacing, in px, that a drawn box inside the region has and that is not 0, with what it belongs to.
 *
 * @param region The footer or the side bar.
 */
const spacingsIn = ( region: Locator ) =>
	region.evaluate(
		( root, { names, own } ) =>
			[ root, ...Array.from( root.querySelectorAll( '*' ) ) ].flatMap(
				( element ) => {
					if (
						element.matches( own ) ||
						element.getClientRects().length === 0
					) {
						return [];
					}
					const style = getComputedStyle( element );
					return names.flatMap( ( name ) => {
						const px = parseFloat( style[ name ] );
						return Number.isNaN( px ) || px === 0
							? []
							: [
									{
										where: `${ element.tagName.toLowerCase() }.${ Array.from(
											element.classList
										).join( '.' ) } ${ name }`,
										px,
									},
								];
					} );
				}
			),
		{ names: [ ...SPACINGS ], own: OWN_SPACING }
	);

/**
 * Expects every spacing in the region to be one of the scale's steps (or its negative).
 *
 * @param page   The page.
 * @param region The footer or the side bar.
 */
async function expectOnScale( page: Page, region: Locator ) {
	const steps = await scaleInPx( page );
	const spacings = await spacingsIn( region );
	expect( spacings.length ).toBeGreaterThan( 0 );
	for ( const { where, px } of spacings ) {
		expect(
			steps.some( ( step ) => Math.abs( Math.abs( px ) - step ) < 0.5 ),
			`${ where }: ${ px } px is not on the scale (${ steps.join(
				', '
			) } px)`
		).toBe( true );
	}
}

for ( const [ device, viewport ] of [
	[ 'desktop', DESKTOP ],
	[ 'phone', PHONE ],
] as const ) {
	test( `the footer is spaced by the scale on a ${ device }`, async ( {
		page,
	} ) => {
		await page.setViewportSize( viewport );
		await page.goto( '/' );
		await expectOnScale( page, page.locator( '.shop-theme-footer' ) );
	} );
}

test( 'the side bar is spaced by the scale and lists submenus in its rows', async ( {
	page,
} ) => {
	await page.setViewportSize( PHONE );
	await page.goto( '/' );
	await expect( page.locator( 'html' ) ).toHaveAttribute(
		'data-shop-theme',
		'ready'
	);
	await page.getByRole( 'button', { name: 'Menu', exact: true } ).click();
	const sideBar = page.getByRole( 'complementary', { name: 'Side bar' } );
	await expect( sideBar ).toBeVisible();
	// The panel slides in for 0.3 s: until it ends, a row's centre can lie left of the screen, where nothing is drawn.
	await atRest( sideBar );

	// Submenus are listed under their item, as core's phone menu lists them: no arrows, no dropdown over the rows.
	await expect(
		sideBar.getByRole( 'button', { name: /submenu/ } )
	).toHaveCount( 0 );
	const rows = [ 'About', 'Contact', 'Delivery', 'Shop', 'Caps' ].map(
		( name ) => sideBar.getByRole( 'link', { name, exact: true } )
	);
	let previousBottom: number | null = null;
	for ( const row of rows ) {
		await expect( row ).toBeVisible();
		expect( await isOnTop( row ), 'a menu row is drawn on top' ).toBe(
			true
		);
		const box = ( await row.boundingBox() )!;
		expect( box.height ).toBeGreaterThanOrEqual( 44 );
		// One row under the other, without a gap: the categories' rows below are drawn so.
		if ( previousBottom !== null ) {
			expect( Math.abs( box.y - previousBottom ) ).toBeLessThan( 1 );
		}
		previousBottom = box.y + box.height;
	}

	await expectOnScale( page, sideBar );
} );
