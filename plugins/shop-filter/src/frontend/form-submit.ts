/**
 * A form's submits, the clicks that change its values and its 'Start filtering' button: reads the form, builds the
 * link and draws it the way the listing needs (drawer.ts), under the overlay. A chunk of its own (filter-form.ts loads it on the shopper's first use of the
 * filter): the page's first paint and first interaction do not wait for it.
 */

/**
 * Internal dependencies
 */
import { restoreChildLists } from './disclosure';
import { createDrawer, type DrawerDeps } from './drawer';
import { applyClick } from './form-clicks';
import { readParams, withPageChoices } from './form-values';
import { paramsOf } from './history';
import { buildLink } from './link';
import { syncOrderingForms } from './ordering-form';
import { createOverlay } from './overlay';
import { routerLoader } from './router';
import { showTotal } from './show-results';
import { pressStart } from './start-button';
import { addTips } from './tooltips';

/** What a form's submits talk to. */
export interface SubmitDeps extends DrawerDeps {
	storage: Storage | null;
	/** Shared by the forms of a page: the address drawn last, whichever form drew it. */
	session: { drawn: string };
	/** Says (visibly, and to screen readers) that a call failed; '' clears it. */
	report: ( message: string ) => void;
}

/** `drawn`: the change is on the page; `left`: the link is being loaded as a page. */
export type SubmitOutcome = 'drawn' | 'left';

/**
 * The submits of a form.
 *
 * @param deps What they talk to.
 */
export function createSubmit( deps: SubmitDeps ) {
	const { win, fetcher, form, config, storage, session, report } = deps;
	const doc = form.ownerDocument;
	const viaAjax = config.ajax && ! config.redirect;
	const drawer = createDrawer( {
		...deps,
		// A module, resolved through the page's import map: webpack leaves the import to the browser, which loads it
		// once for the page's forms.
		loadRouter:
			deps.loadRouter ??
			routerLoader(
				( name ) => import( /* webpackIgnore: true */ name )
			),
	} );
	const overlay = createOverlay( doc, config.labels.loading );
	const status = form.querySelector( '.shop-filter__status' );
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

	return {
		/**
		 * Sends the form, or the values of an address on back or forward; rejects when the draw failed (the products
		 * shown stay).
		 *
		 * @param page     The page of the listing to draw.
		 * @param restored Back or forward: the address now shown (nothing is pushed).
		 */
		async send(
			page: number,
			restored?: string
		): Promise< SubmitOutcome > {
			const from = restored ? paramsOf( restored ) : null;
			const params =
				from?.params ??
				withPageChoices(
					readParams( form, config ),
					form,
					win.location.href
				);
			const link = buildLink( params, {
				action: form.action,
				current: win.location.href,
				redirect: config.redirect,
				ajax: config.ajax,
				plain: config.plain,
				base: config.base,
				page: from?.page ?? page,
			} );
			if ( ! viaAjax || drawer.mode( link ) === 'load' ) {
				win.location.assign( link );
				return 'left';
			}
			if ( config.overlay ) {
				overlay.show();
			}
			try {
				const count = await drawer.draw( {
					link,
					params,
					page: from?.page ?? page,
					restored,
				} );
				restoreChildLists( doc, storage );
				tipCopies();
				syncOrderingForms( doc, win.location.href );
				report( '' );
				if ( typeof count === 'number' ) {
					showTotal( form, count );
				}
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
				return 'drawn';
			} finally {
				overlay.hide();
			}
		},

		/**
		 * Applies a click on one of the form's value controls (value-controls.ts); 'Start filtering' loads the fields
		 * in place of the button.
		 *
		 * @param target The clicked element.
		 * @return Whether the values changed (the form then submits).
		 */
		click( target: Element ): boolean {
			const meaning = applyClick( form, target );
			if ( meaning.kind === 'start' ) {
				void pressStart( meaning.button, {
					win,
					fetcher,
					form,
					config,
					report,
					drawn: tipCopies,
				} );
			}
			return meaning.kind === 'change';
		},
	};
}
