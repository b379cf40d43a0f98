/**
 * Internal dependencies
 */
import type { ControllerEnv } from './browser-env';
import { DECIDED_ATTRIBUTE, createConsentEffects } from './consent-effects';
import { createConsentView } from './consent-view';
import { barShownAtFirstPaint } from './bar-state';
import {
	acceptAll,
	decisionOf,
	gpcApplies,
	normalize,
	rejectAll,
} from './consent-state';
import { createDecisionQueue } from './decision-queue';
import { storedRecord } from './stored-record';
import type {
	Categories,
	Category,
	ConsentActions,
	ConsentController,
	DecisionSource,
	PublicSettings,
	RegionModel,
} from './types';

const allowed = ( categories: Categories ) =>
	( Object.keys( categories ) as Category[] ).filter(
		( c ) => categories[ c ]
	);

/**
 * The consent state of the page and its transitions: applies a transition (boot, decision, close, the banner's views)
 * at once and tells the page's effects (`consent-effects.ts`: Consent Mode and the other integrations, scripts,
 * clearing). Two concerns are parts of their own: the banner's view (`consent-view.ts`: which view, its focus, its
 * listeners, the settings modal loaded on first need) and the decisions' order (`decision-queue.ts`: each applied by
 * the actions after the one before, then told). What only deciding or an undecided visitor needs (cookie, log,
 * reload, geo, auto-accept) is in the actions (`consent-actions.ts`), loaded on first need.
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
	const decisions = createDecisionQueue(
		settings,
		env,
		effects,
		loadActions
	);
	let decision = decisionOf( storedRecord( win ), settings.version );
	let current = decision ?? rejectAll();
	let model: RegionModel = 'optin';
	let region = '';
	// The head snippet showed the server's bar before first paint when the visitor needs it at once.
	let bannerWanted = barShownAtFirstPaint( doc );
	let stopAutoAccept = () => {};

	const consentType = () => ( model === 'optout' ? 'optout' : 'optin' );
	const ui = createConsentView(
		win,
		settings,
		bannerWanted ? 'banner' : 'none',
		() => ( {
			categories: { ...current },
			decided: decision !== null,
			model: consentType(),
		} ),
		() => controller
	);

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
		decisions.apply( { previous, next, source, region, redirect } );
		ui.show( 'none' );
	}

	const controller: ConsentController = {
		getState: ui.state,
		subscribe: ui.subscribe,
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
				ui.show( 'none' );
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
			ui.show( 'settings' );
		},
		interact: () => stopAutoAccept(),
		openBanner() {
			ui.show( 'banner', 'accept' );
			loadActions(); // They wire the bar (info-bar.ts).
		},
		closeSettings: () =>
			ui.show( ! decision && bannerWanted ? 'banner' : 'none' ),
		decision: () => ( decision ? { ...decision } : null ),
		current: () => ( { ...current } ),
		decide,
		onChange: decisions.onChange,

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
			const { view, focus } = ui.state();
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
