<?php
/**
 * Removes what Shop Consent stored, when the plugin is deleted from wp-admin.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/*
 * Version 0.1.0 stores nothing: no options, tables or files.
 * Each feature that stores something removes it here (its options with delete_option(), its tables with DROP TABLE).
 */
