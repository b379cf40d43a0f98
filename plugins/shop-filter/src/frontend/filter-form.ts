/**
 * One filter form on the page: its events, its state, its submits.
 */

/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import { parseConfig } from './config';
import { handleDisclosure, restoreChildLists } from './disclosure';
import {
	clearAll,
	clearValue,
	readParams,
	withPageChoices,
} from './form-values';
import { onHistory, paramsOf, pushLink } from './history';
import { buildLink } from './link';
import { wireMobile } from './mobile';
import { wireOptionSearch } from './option-search';
import { createOverlay } from './overlay';
import { syncPrice } from './price-slider';
import { addTips, wireTips } from './tooltips';
import { drawAnswer, fetchAnswer, resultsUrl } from './redraw';
import { INITIAL_STATE, transition, type FormEvent } from './state-machine';
import type { FilterParams } from './types';

/** What a form talks to, passed in so tests can watch it. */
export interface FormDeps {
	win: Window;
	fetcher: typeof fetch;
	storage: Storage | null;
	/** Shared by the forms of a page: the address drawn last, whichever form drew it. */
	session?: { drawn: string };
}

/**
 * Wires a form; returns its event dispatcher and a popstate handler.
 *
 * @param form The form.
 * @param deps Window, fetch, localStorage.
 */
export function wireForm( form: HTMLFormElement, deps: FormDeps ) {
	const { win, fetcher, storage } = deps;
	const doc = form.ownerDocument;
	const config = parseConfig( form.dataset.shopFilter );
	const overlay = createOverlay( doc, config.labels.loading );
	const status = form.querySelector( '.shop-filter__status' );
	const alert = form.querySelector( '.shop-filter__error' );
	/**
	 * Says (visibly, and to screen readers: role="alert") that a call failed; '' clears it.
	 *
	 * @param message The message.
	 */
	const report = ( message: string ) => {
		if ( alert ) {
			alert.textContent = message;
		}
	};
	const viaAjax = config.ajax && ! config.redirect;
	let state = INITIAL_STATE;
	const session = deps.session ?? { drawn: win.location.href };

	const dispatch = (
		event: FormEvent,
		from?: { params: FilterParams; page: number }
	) => {
		const next = transition( state, event, config.autosubmit );
		state = next.state;
		if ( next.effect === 'submit' ) {
			void send( from );
		}
	};

	async function send( from?: {
		params: FilterParams;
		page: number;
	} ): Promise< void > {
		const params =
			from?.params ??
			withPageChoices(
				readParams( form, config ),
				form,
				win.location.href
			);
		const page = from?.page ?? state.page;
		const link = buildLink( params, {
			action: form.action,
			current: win.location.href,
			redirect: config.redirect,
			ajax: config.ajax,
			plain: config.plain,
			base: config.base,
			page,
		} );
		if ( ! viaAjax ) {
			win.location.assign( link );
			return;
		}
		if ( config.overlay ) {
			overlay.show();
		}
		try {
			const answer = await fetchAnswer(
				fetcher,
				resultsUrl( config, params, page, win.location.href )
			);
			drawAnswer( doc, answer, form, config );
			restoreChildLists( doc, storage );
			tipCopies();
			report( '' );
			if ( status ) {
				status.textContent = config.labels.results.replace(
					'%d',
					String( answer.count )
				);
			}
			if ( ! from ) {
				pushLink( win, link );
			}
			session.drawn = win.location.href;
			dispatch( { type: 'drawn' } );
		} catch ( error ) {
			warn( 'The product filter could not redraw.', error );
			report( config.labels.error );
			dispatch( { type: 'failed' } );
		} finally {
			overlay.hide();
		}
	}

	const change = () => dispatch( { type: 'change' } );
	/** Adds the tooltips to the forms a draw redrew: this one and its copies. */
	const tipCopies = () => {
		for ( const copy of doc.querySelectorAll< HTMLFormElement >(
			'form.shop-filter'
		) ) {
			if ( copy.dataset.shopFilter === form.dataset.shopFilter ) {
				addTips( copy, config.tips, config.labels.tip );
			}
		}
	};

	form.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		dispatch( { type: 'submit' } );
	} );
	form.addEventListener( 'input', ( event ) => {
		const target = event.target as HTMLInputElement;
		if ( target.closest( '[data-facet="price"]' ) ) {
			syncPrice( target );
		}
	} );
	form.addEventListener( 'change', ( event ) => {
		if ( ( event.target as Element ).closest( '.shop-filter__zone' ) ) {
			change();
		}
	} );
	form.addEventListener( 'keydown', ( event ) => {
		const target = event.target as HTMLElement;
		if ( event.key === ' ' && target.matches( 'a[role="button"]' ) ) {
			event.preventDefault();
			target.click();
		}
	} );
	form.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
		if ( handleDisclosure( target, storage ) ) {
			return;
		}
		const rating = target.closest< HTMLAnchorElement >(
			'.shop-filter__rating'
		);
		const chip = target.closest< HTMLAnchorElement >(
			'.shop-filter__chip, .shop-filter__radio-reset'
		);
		const start = target.closest< HTMLAnchorElement >(
			'.shop-filter__start'
		);
		if ( rating ) {
			// Chosen by a click, unchosen by clicking the same item twice (spec 4).
			const input = form.querySelector< HTMLInputElement >(
				'input[name="min_rating"]'
			);
			if ( input ) {
				input.value =
					input.value === rating.dataset.rating
						? ''
						: ( rating.dataset.rating ?? '' );
			}
		} else if ( chip ) {
			clearValue(
				form,
				chip.dataset.key ?? chip.dataset.reset ?? '',
				chip.dataset.value ?? ''
			);
		} else if ( target.closest( '.shop-filter__clear' ) ) {
			clearAll( form );
		} else {
			if ( start ) {
				// The link loads the page with the fields (no JavaScript); here they load in place.
				event.preventDefault();
				void startForm( start );
			}
			return;
		}
		event.preventDefault();
		change();
	} );

	async function startForm( button: HTMLAnchorElement ): Promise< void > {
		if ( button.getAttribute( 'aria-disabled' ) === 'true' ) {
			return;
		}
		const label = button.textContent;
		button.textContent =
			button.dataset.loadingLabel ?? config.labels.loading;
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
			drawAnswer( doc, answer, form, config, true );
			tipCopies();
			report( '' );
		} catch ( error ) {
			warn( 'The product filter could not load.', error );
			report( config.labels.error );
			button.textContent = label;
			button.removeAttribute( 'aria-disabled' );
		}
	}

	addTips( form, config.tips, config.labels.tip );
	wireTips( form );
	wireOptionSearch( form );
	wireMobile( form, config.mobile === 'dropdown' );
	restoreChildLists( form, storage );
	form.classList.add( 'is-ready' );

	return {
		dispatch,
		/** Whether results are drawn in place (pagination is then taken over). */
		viaAjax,
		/** Back or forward: redraw from the address, or reload when ajax is off (spec 2). */
		restore(): void {
			const decision = onHistory(
				session.drawn,
				win.location.href,
				viaAjax
			);
			dispatch( { type: 'restored' } );
			if ( decision === 'reload' ) {
				win.location.reload();
			} else if ( decision === 'redraw' ) {
				session.drawn = win.location.href;
				dispatch( { type: 'submit' }, paramsOf( win.location.href ) );
			}
		},
	};
}
