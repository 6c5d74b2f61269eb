CREATE TABLE `seed_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`seed` integer NOT NULL,
	`scale` text NOT NULL,
	`anchored_on` text NOT NULL,
	`filled_through` text NOT NULL,
	CONSTRAINT "seed_state_single_row" CHECK("seed_state"."id" = 1)
);
