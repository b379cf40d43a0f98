/**
 * Entry of the anti-spam script (handle shop-theme-antispam), enqueued by PHP only where an open comment or review
 * form is printed. It is deferred and printed after the form, so the form is parsed when it runs.
 */

/**
 * Internal dependencies
 */
import { protectForms } from './antispam-form';

protectForms( document );
