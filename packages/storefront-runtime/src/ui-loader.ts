/**
 * Internal dependencies
 */
import { injectMarkup } from './script-injector';
import { warn } from './warn';

/**
 * Loads a React UI (its own script handle, registered but not enqueued, with React and the rest of its dependency
 * chain) on first need only: the markup of its tags (PHP prints it into the plugin's settings JSON) is injected at
 * the end of `<body>` in order, once, then the global that the UI's script sets is returned. Tags whose `id` is in
 * the page already (React printed by another plugin) are skipped, so React loads once per page.
 *
 * @param win        Window.
 * @param markup     The `<link>` and `<script>` tags of the UI handle and its dependency chain.
 * @param globalName The global the UI's script sets (`shopConsentUi`).
 */
export function createUiLoader< Ui >(
	win: Window,
	markup: string,
	globalName: string
) {
	let loading: Promise< Ui | null > | null = null;
	const registered = () =>
		( ( win as unknown as Record< string, unknown > )[ globalName ] ??
			null ) as Ui | null;
	return {
		/** Injects the tags (the first time) and resolves the UI's global, null when its script did not set it. */
		load(): Promise< Ui | null > {
			loading ??= injectMarkup( markup, win.document.body ).then( () => {
				const ui = registered();
				if ( ! ui ) {
					warn( `the UI did not register window.${ globalName }` );
				}
				return ui;
			} );
			return loading;
		},
		/** Whether `load()` was called. */
		started: () => loading !== null,
	};
}
