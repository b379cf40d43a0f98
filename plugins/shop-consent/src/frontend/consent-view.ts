/**
 * External dependencies
 */
import { createUiLoader } from '@shop-bundle/storefront-runtime/ui-loader';

/**
 * Internal dependencies
 */
import type {
	ConsentController,
	PublicSettings,
	ShopConsentUi,
	UiState,
	UiView,
} from './types';

/** What the banner draws beside the view: the categories in force, decided or not, the region's model. */
export type ConsentSnapshot = Omit< UiState, 'view' | 'focus' >;

/** The banner's side of the controller. */
export interface ConsentView {
	/** The state the bar and the settings modal draw. */
	state: () => UiState;
	/** Shows a view (and tells the listeners); a focus asked for stays while the view does not change. */
	show: ( next: UiView, focus?: UiState[ 'focus' ] ) => void;
	subscribe: ConsentController[ 'subscribe' ];
}

/**
 * Which view of the banner is shown (none, the bar, the settings), where the focus goes, and who is told: part of the
 * controller (`consent-controller.ts`), which owns the categories and hands a snapshot of them. The bar is server HTML
 * (`info-bar.ts`); React comes with the settings modal only, loaded the first time it opens.
 *
 * @param win        Window.
 * @param settings   Public settings.
 * @param initial    The view at boot (the bar when the head snippet showed it before first paint).
 * @param snapshot   The categories, decided or not, and the model, as they are now.
 * @param controller The controller the modal is mounted with.
 */
export function createConsentView(
	win: Window,
	settings: PublicSettings,
	initial: UiView,
	snapshot: () => ConsentSnapshot,
	controller: () => ConsentController
): ConsentView {
	const uiLoader = createUiLoader< ShopConsentUi >(
		win,
		settings.ui.markup,
		'shopConsentUi'
	);
	const listeners = new Set< ( state: UiState ) => void >();
	let view = initial;
	let focus: UiState[ 'focus' ];
	const state = (): UiState => ( { ...snapshot(), view, focus } );

	return {
		state,
		show( next, nextFocus ) {
			focus = next === view ? ( nextFocus ?? focus ) : nextFocus;
			view = next;
			if ( next === 'settings' && ! uiLoader.started() ) {
				uiLoader
					.load()
					.then( ( ui ) =>
						ui?.mount( controller(), settings.banner )
					);
			}
			listeners.forEach( ( listener ) => listener( state() ) );
		},
		subscribe( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
}
