/**
 * build/popup.js: opens the popup's dialog. Injected by the storefront core when the popup is due, never enqueued
 * (handle shop-social-icons-popup, with build/popup.css). Plain DOM, no dependencies.
 */

/**
 * Internal dependencies
 */
import { showModal } from '../dialog/modal';
import { stylesheetReady } from '../dialog/stylesheet-ready';
import type { PopupUi } from '../frontend/dialogs/types';
import './style.scss';

/** The stylesheet's id, as WordPress and the core print it. */
const STYLESHEET_ID = 'shop-social-icons-popup-css';

const ui: PopupUi = {
	open( dialog ) {
		const opener = dialog.ownerDocument.activeElement;
		void stylesheetReady( dialog.ownerDocument, STYLESHEET_ID ).then( () =>
			showModal( dialog, opener )
		);
	},
};

(
	window as unknown as { shopSocialIconsPopup: PopupUi }
 ).shopSocialIconsPopup = ui;
