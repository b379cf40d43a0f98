/**
 * The "Start filtering" button (the replaced plugin's `start_filtering_btn`): its link loads the page with the fields
 * (no JavaScript); with the core the fields load in place, from the REST answer's form (no products are drawn).
 */

/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import { readParams } from './form-values';
import { drawAnswer, fetchAnswer, resultsUrl } from './redraw';
import type { FilterConfig } from './types';

/** What the button needs. */
export interface StartDeps {
	win: Window;
	fetcher: typeof fetch;
	form: HTMLFormElement;
	config: FilterConfig;
	/** Says a failure ('' clears it). */
	report: ( message: string ) => void;
	/** After the fields are drawn. */
	drawn: () => void;
}

/**
 * Loads the fields in place of the button; on failure says so and lets the button be pressed again.
 *
 * @param button The button.
 * @param deps   What it needs.
 */
export async function pressStart(
	button: HTMLAnchorElement,
	deps: StartDeps
): Promise< void > {
	const { win, fetcher, form, config, report } = deps;
	if ( button.getAttribute( 'aria-disabled' ) === 'true' ) {
		return;
	}
	const label = button.textContent;
	button.textContent = button.dataset.loadingLabel ?? config.labels.loading;
	button.setAttribute( 'aria-disabled', 'true' );
	try {
		const answer = await fetchAnswer(
			fetcher,
			resultsUrl(
				config,
				readParams( form, config ),
				1,
				win.location.href
			)
		);
		drawAnswer( form.ownerDocument, answer, form, config, true );
		deps.drawn();
		report( '' );
	} catch ( error ) {
		warn( 'The product filter could not load.', error );
		report( config.labels.error );
		button.textContent = label;
		button.removeAttribute( 'aria-disabled' );
	}
}
