/**
 * What a shopper can click: the element at the centre of a control must be the control itself (or inside it), not
 * something fixed on screen over it (the consent bar, the floating icons, the back-to-top button, a notice). Playwright
 * would wait for such a cover to go away and then fail on a time-out; this says what covers what.
 */

/**
 * External dependencies
 */
import type { Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../../support/test';

/**
 * What lies over the centre of an element, described for a failure message, or '' when the element itself is there.
 *
 * @param element The element, scrolled into view.
 */
async function coverOf( element: Locator ): Promise< string > {
	return element.evaluate( ( node ) => {
		const box = node.getBoundingClientRect();
		const hit = node.ownerDocument.elementFromPoint(
			box.left + box.width / 2,
			box.top + box.height / 2
		);
		if ( ! hit || hit === node || node.contains( hit ) ) {
			return '';
		}
		const path: string[] = [];
		for (
			let at: Element | null = hit;
			at && path.length < 4;
			at = at.parentElement
		) {
			const id = at.id ? `#${ at.id }` : '';
			const classes = Array.from( at.classList )
				.slice( 0, 2 )
				.map( ( name ) => `.${ name }` )
				.join( '' );
			path.unshift( `${ at.localName }${ id }${ classes }` );
		}
		return path.join( ' > ' );
	} );
}

/**
 * Fails when something is drawn over the centre of the element once it is scrolled into view.
 *
 * @param element The control.
 * @param what    Names it in the failure message.
 */
export async function expectUncovered(
	element: Locator,
	what: string
): Promise< void > {
	// Each try finds the element again: a control that a page redraws (the classic checkout's payment box, after
	// the order review updates) is replaced while it is looked at. A cover that is leaving (a bar fading out after a
	// decision) gets the time its transition takes.
	await expect( async () => {
		await element.scrollIntoViewIfNeeded( { timeout: 1_000 } );
		expect( await coverOf( element ), `${ what } is covered` ).toBe( '' );
	} ).toPass( { timeout: 5_000 } );
}

/**
 * Clicks a control as a shopper does: only once nothing covers it.
 *
 * @param element The control.
 * @param what    Names it in the failure message.
 */
export async function tap( element: Locator, what: string ): Promise< void > {
	await expectUncovered( element, what );
	await element.click();
}
