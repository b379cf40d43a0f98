/**
 * Internal dependencies
 */
import { initSideBars } from '../../side-bar';

type Listener = () => void;

/** The side bar's media query (phones) as a test drives it: `matches`, then `fire()` a change. */
export type FakeMedia = { matches: boolean; fire: () => void };

/**
 * Puts `markup` in the page and wires its side bars on a phone's width.
 *
 * @param markup The body's HTML.
 * @return The media query, to grow the window past 991 px.
 */
export function sideBarPage( markup: string ): { media: FakeMedia } {
	document.body.innerHTML = markup;
	let onChange: Listener = () => undefined;
	const media = {
		matches: true,
		addEventListener: ( _: string, listener: Listener ) =>
			( onChange = listener ),
		fire: () => onChange(),
	};
	initSideBars( document, { matchMedia: () => media } as unknown as Window );
	return { media };
}
