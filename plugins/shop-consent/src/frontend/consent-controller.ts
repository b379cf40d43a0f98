/**
 * External dependencies
 */
import { createUiLoader } from '@shop-bundle/storefront-runtime/ui-loader';

/**
 * Internal dependencies
 */
import { watchAutoAccept } from './auto-accept';
import type { ControllerEnv } from './browser-env';
import { newConsentId, readConsentCookie } from './consent-cookie';
import { DECIDED_ATTRIBUTE, createConsentEffects } from './consent-effects';
import {
	acceptAll,
	decisionOf,
	gpcApplies,
	normalize,
	rejectAll,
} from './consent-state';
import { lookUpRegion } from './region-lookup';
import { hideForSession, isHiddenForSession } from './session-flag';
import type {
	Categories,
	Category,
	ConsentChange,
	ConsentRecord,
	DecisionSource,
	PublicSettings,
	RegionModel,
	ShopConsentUi,
	UiController,
	UiState,
	UiView,
} from './types';

/** Event dispatched on `document` after every change, with a `ConsentChange` as detail. */
export const CHANGE_EVENT = 'shop-consent:change';

export type ConsentController = ReturnType< typeof createConsentController >;

const allowed = ( categories: Categories ) =>
	( Object.keys( categories ) as Category[] ).filter(
		( c ) => categories[ c ]
	);

/**
 * The consent state of the page and its transitions: applies a transition (boot, decision, the banner's views),
 * tells its listeners, and hands what follows to the effects layer (`consent-effects.ts`: cookie, log beacon,
 * clearing, Consent Mode and the other integrations, scripts, reload) and the region lookup
 * (`region-lookup.ts`). The banner UI is loaded only when it has to be shown.
 *
 * @param settings Public settings.
 * @param env      Browser.
 */
export function createConsentController(
	settings: PublicSettings,
	env: ControllerEnv
) {
	const { win } = env;
	const doc = win.document;
	const effects = createConsentEffects( settings, env );
	const uiLoader = createUiLoader< ShopConsentUi >(
		win,
		settings.ui.markup,
		'shopConsentUi'
	);
	const listeners = new Set< ( change: ConsentChange ) => void >();
	const uiListeners = new Set< ( state: UiState ) => void >();
	let record: ConsentRecord | null = readConsentCookie( doc );
	let decision = decisionOf( record, settings.version );
	let current = decision ?? rejectAll();
	let model: RegionModel = 'optin';
	let region = '';
	let view: UiView = 'none';
	let focus: UiState[ 'focus' ];
	let bannerWanted = false;
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
		if ( next !== 'none' && ! uiLoader.started() ) {
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
		record = {
			strict: next.strict ? 1 : 0,
			thirdparty: next.thirdparty ? 1 : 0,
			advanced: next.advanced ? 1 : 0,
			version: settings.version,
			id: record?.id ?? newConsentId( win.crypto ),
		};
		decision = next;
		current = next;
		stopAutoAccept();
		effects.decided( {
			record,
			previous,
			next,
			source,
			region,
			consentType: consentType(),
			redirect,
		} );
		const change: ConsentChange = { categories: { ...next }, previous };
		listeners.forEach( ( listener ) => listener( change ) );
		doc.dispatchEvent(
			new CustomEvent( CHANGE_EVENT, { detail: change } )
		);
		setView( 'none' );
	}

	const controller: UiController & {
		start: () => Promise< void >;
		decision: () => Categories | null;
		current: () => Categories;
		decide: ( categories: Categories, source: DecisionSource ) => void;
		openBanner: () => void;
		onChange: ( listener: ( change: ConsentChange ) => void ) => () => void;
	} = {
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
				hideForSession( win );
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
		openBanner: () => setView( 'banner', 'accept' ),
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
		 * Boot: a valid decision applies at once, without the UI; otherwise GPC, then the region's model
		 * (geo endpoint when enabled) give the default, and the banner is loaded where one applies.
		 */
		async start() {
			doc.documentElement.toggleAttribute(
				DECIDED_ATTRIBUTE,
				!! decision
			);
			if ( ! decision && gpcApplies( settings.gpc, win.navigator ) ) {
				current = rejectAll();
			} else if ( ! decision ) {
				let gpc = false;
				// Without geo rules the banner comes at once, with no request.
				if ( settings.geo.enabled && settings.geo.url ) {
					( { model, region, gpc } = await lookUpRegion(
						settings.geo.url,
						env
					) );
				}
				if ( decision ) {
					return; // Decided (a hash link) while the lookup ran.
				}
				current = model === 'optin' || gpc ? rejectAll() : acceptAll();
				bannerWanted = model !== 'none' && ! isHiddenForSession( win );
			}
			effects.clear( current, false );
			effects.notify( current, consentType() );
			if ( bannerWanted ) {
				setView( 'banner' );
				if ( model === 'optin' ) {
					stopAutoAccept = watchAutoAccept(
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
