/**
 * The check of fixed controls that must not cover each other (issue 27's consent bar contract, issue 28's back to top):
 * what the browser draws at a control's centre is the control itself.
 */

/**
 * External dependencies
 */
import type { Locator } from '@playwright/test';

/**
 * Whether what is drawn at the centre of a control is the control itself or inside it.
 *
 * @param control The control.
 */
export function isOnTop( control: Locator ): Promise< boolean > {
	return control.evaluate( ( element ) => {
		const box = element.getBoundingClientRect();
		const hit = document.elementFromPoint(
			box.left + box.width / 2,
			box.top + box.height / 2
		);
		return hit !== null && element.contains( hit );
	} );
}
