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
import { applyClick } from './form-clicks';
import { readParams, withPageChoices } from './form-values';
import { createDrawer } from './drawer';
import { onHistory, paramsOf } from './history';
import { buildLink } from './link';
import { wireMobile } from './mobile';
import { wireOptionSearch } from './option-search';
import { syncOrderingForms } from './ordering-form';
import { createOverlay } from './overlay';
import { syncPrice } from './price-slider';
import { pressStart } from './start-button';
import { addTips, wireTips } from './tooltips';
import type { RouterLoader } from './router';
import type { DrawnZones } from './router-draw';
import { INITIAL_STATE, transition, type FormEvent } from './state-machine';
import type { FilterParams } from './types';

/** What a form talks to, passed in so tests can watch it. */
export interface FormDeps {
	win: Window;
	fetcher: typeof fetch;
	storage: Storage | null;
	/** Shared by the forms of a page: the address drawn last, whichever form drew it. */
	session?: { drawn: string };
	/** Loads the Interactivity API router, which draws WooCommerce's product collection (listing-mode.ts). */
	loadRouter?: RouterLoader;
	/** The zones drawn on the page, shared by its forms. */
	zones?: DrawnZones;
}

/** Where a submit comes from when it is not the form: the address of back or forward. */
interface Restored {
	params: FilterParams;
	page: number;
	address: string;
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
	// Before anything changes the form: the drawer keeps the zone the page was loaded with.
	const drawer = createDrawer( {
		win,
		fetcher,
		form,
		config,
		loadRouter: deps.loadRouter,
		zones: deps.zones,
	} );

	const dispatch = ( event: FormEvent, from?: Restored ) => {
		const next = transition( state, event, config.autosubmit );
		state = next.state;
		if ( next.effect === 'submit' ) {
			void send( from );
		}
	};

	async function send( from?: Restored ): Promise< void > {
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
		if ( ! viaAjax || drawer.mode( link ) === 'load' ) {
			win.location.assign( link );
			return;
		}
		if ( config.overlay ) {
			overlay.show();
		}
		try {
			const count = await drawer.draw( {
				link,
				params,
				page,
				restored: from?.address,
			} );
			restoreChildLists( doc, storage );
			tipCopies();
			syncOrderingForms( doc, win.location.href );
			report( '' );
			if ( status && count !== undefined ) {
				status.textContent =
					count === null
						? ''
						: config.labels.results.replace(
								'%d',
								String( count )
							);
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
		const meaning = applyClick( form, target );
		if ( meaning.kind === 'start' ) {
			// The link loads the page with the fields (no JavaScript); here they load in place.
			event.preventDefault();
			void pressStart( meaning.button, {
				win,
				fetcher,
				form,
				config,
				report,
				drawn: tipCopies,
			} );
		} else if ( meaning.kind === 'change' ) {
			event.preventDefault();
			change();
		}
	} );

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
				dispatch(
					{ type: 'submit' },
					{
						...paramsOf( win.location.href ),
						address: win.location.href,
					}
				);
			}
		},
	};
}
