-- Lab interface (system) accounts are found by (issuer, subject) and live outside the unique
-- namespace of people's e-mail addresses: an account signed up with such an address can no
-- longer stop a lab's interface account from being created.
DROP INDEX "users_email_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email") WHERE "issuer" <> 'urn:labwise:lab-interface';