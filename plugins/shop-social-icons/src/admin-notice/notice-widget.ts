/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/** The route that keeps the state per user (ShopSocialIcons\Admin\NoticeRoute). */
export const NOTICE_PATH = '/shop-social-icons/v1/notice';

export type NoticeStatus = 'open' | 'closed' | 'dismissed';

const save = ( status: NoticeStatus ) =>
	apiFetch( { path: NOTICE_PATH, method: 'POST', data: { status } } );

/**
 * Runs one notice printed by ShopSocialIcons\Admin\AdminNotice: 'Read more' opens the details and becomes
 * 'Collapse' (aria-expanded follows), and the new state is saved for the user; the dismiss button saves
 * `dismissed` and removes the notice. The toggle answers at once; a failed save is said in the notice's status line,
 * since the state will not be kept.
 *
 * @param notice The notice element.
 */
export function initNoticeWidget( notice: HTMLElement ): void {
	const toggle = notice.querySelector< HTMLButtonElement >(
		'[data-notice-toggle]'
	);
	const dismiss = notice.querySelector< HTMLButtonElement >(
		'[data-notice-dismiss]'
	);
	const message = notice.querySelector< HTMLElement >(
		'[data-notice-message]'
	);
	const details = toggle
		? document.getElementById(
				toggle.getAttribute( 'aria-controls' ) ?? ''
			)
		: null;
	const failed = () => {
		if ( message ) {
			message.textContent = __(
				'This choice could not be saved.',
				'shop-social-icons'
			);
		}
	};

	toggle?.addEventListener( 'click', () => {
		const open = toggle.getAttribute( 'aria-expanded' ) !== 'true';
		toggle.setAttribute( 'aria-expanded', String( open ) );
		toggle.textContent =
			( open ? toggle.dataset.labelClose : toggle.dataset.labelOpen ) ??
			'';
		if ( details ) {
			details.hidden = ! open;
		}
		if ( message ) {
			message.textContent = '';
		}
		save( open ? 'open' : 'closed' ).catch( failed );
	} );

	dismiss?.addEventListener( 'click', () => {
		dismiss.disabled = true;
		save( 'dismissed' )
			.then( () => notice.remove() )
			.catch( () => {
				dismiss.disabled = false;
				failed();
			} );
	} );
}
