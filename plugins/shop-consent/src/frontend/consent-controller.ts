/**
 * External dependencies
 */
import { createUiLoader } from '@shop-bundle/storefront-runtime/ui-loader';
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import type { ControllerEnv } from './browser-env';
import { DECIDED_ATTRIBUTE, createConsentEffects } from './consent-effects';
import { barShownAtFirstPaint } from './bar-state';
import {
	acceptAll,
	decisionOf,
	gpcApplies,
	normalize,
	rejectAll,
} from './consent-state';
import { storedRecord } from './stored-record';
import type {
	Categories,
	Category,
	ConsentActions,
	ConsentChange,
	ConsentController,
	DecisionSource,
	PublicSettings,
	RegionModel,
	ShopConsentUi,
	UiState,
	UiView,
} from './types';

/** Event dispatched on `document` after every change, with a `ConsentChange` as detail. */
export const CHANGE_EVENT = 'shop-consent:change';

const allowed = ( categories: Categories ) =>
	( Object.keys( categories ) as Category[] ).filter(
		( c ) => categories[ c ]
	);

/**
 * The consent state of the page and its transitions: applies a transition (boot, decision, the banner's views) at
 * once, tells its listeners and the page's effects (`consent-effects.ts`: Consent Mode and the other integrations,
 * scripts, clearing). What only deciding or an undecided visitor needs (cookie, log, reload, geo, auto-accept) is in
 * the actions (`consent-actions.ts`), loaded on first need. The bar is server HTML that `info-bar.ts` (in the
 * actions) drives from this state; the settings modal (React) is loaded only when the visitor opens the settings.
 *
 * @param settings    Public settings.
 * @param env         Browser.
 * @param loadActions Loads the actions; null when their script failed.
 */
export function createConsentController(
	settings: PublicSettings,
	env: ControllerEnv,
	loadActions: () => Promise< ConsentActions | null >
): ConsentController {
	const { win } = env;
	const doc = win.document;
	const effects = createConsentEffects( settings, env, loadActions );
	const uiLoader = createUiLoader< ShopConsentUi >(
		win,
		settings.ui.markup,
		'shopConsentUi'
	);
	const listeners = new Set< ( change: ConsentChange ) => void >();
	const uiListeners = new Set< ( state: UiState ) => void >();
	let decision = decisionOf( storedRecord( win ), settings.version );
	let current = decision ?? rejectAll();
	// Decisions take effect in order, each after the previous one's cookie was written.
	let applied: Promise< unknown > = Promise.resolve();
	let model: RegionModel = 'optin';
	let region = '';
	// The head snippet showed the server's bar before first paint when the visitor needs it at once.
	let bannerWanted = barShownAtFirstPaint( doc );
	let view: UiView = bannerWanted ? 'banner' : 'none';
	let focus: UiState[ 'focus' ];
	let stopAutoAccept = () => {};

	const consentType = () => ( model === 'optout' ? 'optout' : 'optin' );

	const getState = (): UiState => ( {
		view,
		categories: { ...current },
		decided: decision !== null,
		model: consentType(),
		focus,
	} );

	const setView = ( next: UiView, nextFocus?: UiState[ 'focus' ] ) => {
		// A focus asked for stays while the view does not change (the boot may show the bar again).
		focus = next === view ? ( nextFocus ?? focus ) : nextFocus;
		view = next;
		// The bar is server HTML (info-bar.ts); React comes with the settings modal only.
		if ( next === 'settings' && ! uiLoader.started() ) {
			uiLoader
				.load()
				.then( ( ui ) => ui?.mount( controller, settings.banner ) );
		}
		uiListeners.forEach( ( listener ) => listener( getState() ) );
	};

	function decide(
		categories: Categories,
		source: DecisionSource,
		redirect = ''
	): void {
		const previous = current;
		const next = normalize( categories );
		decision = next;
		current = next;
		stopAutoAccept();
		doc.documentElement.setAttribute( DECIDED_ATTRIBUTE, '1' );
		effects.notify( next, consentType() );
		const decided = { previous, next, source, region, redirect };
		const change: ConsentChange = { categories: { ...next }, previous };
		// Listeners hear of it once the cookie holds it (the statistics beacon sends its id); those listening now.
		const told = [ ...listeners ];
		applied = applied
			.then( loadActions )
			.then( ( actions ) => {
				actions?.applyDecision( decided, settings, env, effects );
				told.forEach( ( listener ) => listener( change ) );
				doc.dispatchEvent(
					new CustomEvent( CHANGE_EVENT, { detail: change } )
				);
			} )
			.catch( ( error ) => warn( 'consent decision failed', error ) );
		setView( 'none' );
	}

	const controller: ConsentController = {
		getState,
		subscribe( listener ) {
			uiListeners.add( listener );
			return () => uiListeners.delete( listener );
		},
		acceptAll: () => decide( acceptAll(), 'banner' ),
		rejectAll: () => decide( rejectAll(), 'banner' ),
		save: ( categories ) => decide( categories, 'settings' ),
		close() {
			const { behaviour, redirectUrl } = settings.close;
			if ( behaviour === 1 ) {
				loadActions().then( ( actions ) =>
					actions?.hideForSession( win )
				);
				bannerWanted = false;
				stopAutoAccept();
				setView( 'none' );
			} else {
				decide(
					behaviour === 3 ? acceptAll() : rejectAll(),
					'close',
					behaviour === 4 ? redirectUrl : ''
				);
			}
		},
		openSettings() {
			stopAutoAccept();
			setView( 'settings' );
		},
		interact: () => stopAutoAccept(),
		openBanner() {
			setView( 'banner', 'accept' );
			loadActions(); // They wire the bar (info-bar.ts).
		},
		closeSettings: () =>
			setView( ! decision && bannerWanted ? 'banner' : 'none' ),
		decision: () => ( decision ? { ...decision } : null ),
		current: () => ( { ...current } ),
		decide,
		onChange( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},

		/**
		 * Boot: a valid decision applies at once, without the bar; otherwise GPC, then the region's model (the
		 * actions' `startUndecided()`, with the geo endpoint when enabled) give the default, and the bar shows where
		 * one applies.
		 */
		async start() {
			// The migration may have stored a record since the controller was made.
			decision ??= decisionOf( storedRecord( win ), settings.version );
			current = decision ?? current;
			if ( decision ) {
				doc.documentElement.setAttribute( DECIDED_ATTRIBUTE, '1' );
			} else {
				doc.documentElement.removeAttribute( DECIDED_ATTRIBUTE );
			}
			// A decision, or Global Privacy Control honoured and sent: what is in force stays, and no bar.
			let actions: ConsentActions | null = null;
			if ( ! decision && ! gpcApplies( settings.gpc, win.navigator ) ) {
				actions = await loadActions();
				const start = await actions?.startUndecided( settings, env );
				if ( decision ) {
					return; // Decided (a hash link, a click on the bar) while the actions loaded.
				}
				if ( start ) {
					( { model, region, categories: current } = start );
					bannerWanted = start.banner;
				}
			} else {
				bannerWanted = false;
			}
			effects.clear( current );
			effects.notify( current, consentType() );
			// The bar shows when due, the first paint's goes when not, unless a link opened it ("Accept all" focused);
			// settings a link in the address opened while the actions loaded stay, without auto-accept.
			if ( view !== 'settings' ) {
				if ( bannerWanted || ! focus ) {
					controller.closeSettings();
				}
				if ( actions && bannerWanted && model === 'optin' ) {
					stopAutoAccept = actions.watchAutoAccept(
						win,
						settings.autoAccept,
						() => decide( acceptAll(), 'auto' )
					);
				}
			}
			await effects.inject( allowed( current ) );
		},
	};

	return controller;
}
