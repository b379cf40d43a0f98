/**
 * axe checks of one part of a page, against the WCAG 2.2 AA rules.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from './test';

const WCAG = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa' ];

/**
 * Fails when axe finds a violation inside the element (each reported by rule and element), or when fewer rules than
 * `minPasses` passed there: a selector that matches nothing would otherwise pass vacuously.
 *
 * @param page      The page.
 * @param selector  The element checked, with what it contains.
 * @param label     Names the state checked in the failure message (e.g. the tab).
 * @param minPasses Rules that must have passed; a small static element (a plain table) passes only a few.
 */
export async function expectNoAxeViolations(
	page: Page,
	selector: string,
	label: string = selector,
	minPasses = 6
) {
	const results = await new AxeBuilder( { page } )
		.include( selector )
		.withTags( WCAG )
		.analyze();
	const violations = results.violations.map( ( { id, help, nodes } ) => ( {
		id,
		help,
		targets: nodes.map( ( node ) => node.target.join( ' ' ) ),
	} ) );
	expect( violations, `axe: ${ label }` ).toEqual( [] );
	expect(
		results.passes.length,
		`axe rules that ran on ${ label }`
	).toBeGreaterThanOrEqual( minPasses );
}
