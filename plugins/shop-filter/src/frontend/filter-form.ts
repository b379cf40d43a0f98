/**
 * One filter form on the page: its state and the request and draw cycle of its submits. What its events mean is
 * form-events.ts; the submits' code (form-submit.ts: reading the form, the link, the drawing) is a chunk of its own,
 * loaded as the shopper reaches for the form.
 */

/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';
import { loadOnce } from '@shop-bundle/storefront-runtime/load-once';

/**
 * Internal dependencies
 */
import { parseConfig } from './config';
import { restoreChildLists } from './disclosure';
import { listenToForm } from './form-events';
import type { createSubmit } from './form-submit';
import { wireMobile } from './mobile';
import { onHistory } from './on-history';
import { wireOptionSearch } from './option-search';
import { pageAsLoaded } from './page-as-loaded';
import { addTips, wireTips } from './tooltips';
import type { RouterLoader } from './router';
import type { DrawnZones } from './router-draw';
import { INITIAL_STATE, transition, type FormEvent } from './state-machine';

/** The submits' module (form-submit.ts). */
export interface SubmitModule {
	createSubmit: typeof createSubmit;
}

/** What a form talks to, passed in so tests can watch it. */
export interface FormDeps {
	win: Window;
	fetcher: typeof fetch;
	storage: Storage | null;
	/** Shared by the forms of a page: the address drawn last, whichever form drew it. */
	session?: { drawn: string };
	/** Loads the Interactivity API router, which draws WooCommerce's product collection (listing-mode.ts); by default the module the page's import map names (form-submit.ts). */
	loadRouter?: RouterLoader;
	/** The zones drawn on the page, shared by its forms. */
	zones?: DrawnZones;
	/** Imports the submits' module; by default its chunk, next to this script (webpack's `import()`). */
	loadSubmit?: () => Promise< SubmitModule >;
}

/** What the shopper does first with a form: the submits' code starts loading then. */
const REACHING = [ 'pointerdown', 'focusin', 'keydown' ];

/**
 * Imports the submits' chunk. Its address is next to this script's, wherever the page loaded that from (a site in a
 * folder, a CDN): webpack's automatic public path, from `document.currentScript`.
 */
const importSubmit = () =>
	import( /* webpackChunkName: "form-submit" */ './form-submit' );

/**
 * Wires a form; returns its event dispatcher and a popstate handler.
 *
 * @param form The form.
 * @param deps Window, fetch, localStorage.
 */
export function wireForm( form: HTMLFormElement, deps: FormDeps ) {
	const { win, storage } = deps;
	const config = parseConfig( form.dataset.shopFilter );
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
	/**
	 * A draw that failed, or the submits' code that could not load: the products shown stay.
	 *
	 * @param error What failed.
	 */
	const failed = ( error: unknown ) => {
		warn( 'The product filter could not redraw.', error );
		report( config.labels.error );
	};
	const viaAjax = config.ajax && ! config.redirect;
	let state = INITIAL_STATE;
	const session = deps.session ?? { drawn: win.location.href };
	// Before anything changes the form or the address: the drawer, created later, keeps the page as it was loaded.
	const asLoaded = pageAsLoaded( form, win.location.href );
	const submits = loadOnce( () =>
		( deps.loadSubmit ?? importSubmit )().then( ( module ) =>
			module.createSubmit( {
				...deps,
				form,
				config,
				session,
				report,
				asLoaded,
			} )
		)
	);
	/** Starts loading the submits' code; a failure is said when a submit needs it (and it is tried again). */
	const warm = () => void submits().catch( () => undefined );

	const dispatch = ( event: FormEvent, restored?: string ) => {
		const next = transition( state, event, config.autosubmit );
		state = next.state;
		if ( next.effect === 'submit' ) {
			void send( state.page, restored );
		}
	};

	/**
	 * Sends the form (or the address of back and forward) through the submits' code.
	 *
	 * @param page     The page of the listing.
	 * @param restored Back or forward: the address now shown.
	 */
	async function send( page: number, restored?: string ): Promise< void > {
		try {
			const outcome = await ( await submits() ).send( page, restored );
			if ( outcome === 'drawn' ) {
				dispatch( { type: 'drawn' } );
			}
		} catch ( error ) {
			failed( error );
			dispatch( { type: 'failed' } );
		}
	}

	const change = () => dispatch( { type: 'change' } );
	listenToForm(
		form,
		storage,
		() => dispatch( { type: 'submit' } ),
		change,
		( target ) =>
			void submits().then( ( submit ) => {
				if ( submit.click( target ) ) {
					change();
				}
			}, failed )
	);

	addTips( form, config.tips, config.labels.tip );
	wireTips( form );
	wireOptionSearch( form );
	wireMobile( form, config.mobile === 'dropdown' );
	restoreChildLists( form, storage );
	for ( const type of REACHING ) {
		form.addEventListener( type, warm, { once: true, passive: true } );
	}
	form.classList.add( 'is-ready' );

	return {
		dispatch,
		/** Starts loading the submits' code (a shopper reaching for the listing's pagination). */
		warm,
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
				dispatch( { type: 'submit' }, win.location.href );
			}
		},
	};
}
