<?php
/**
 * Forgets the Payment Element appearances the shop saved (every theme, both checkout kinds), so a test that
 * needs the browser to measure it starts from none. It is a cache of a day, measured again by the shop manager's
 * next visit. Run with WordPress loaded (tools/stack/php/wp-context.php).
 *
 * @package ShopBundle\Tests
 */

use ShopStripeGateway\Appearance\SavedAppearance;

SavedAppearance::forget();
