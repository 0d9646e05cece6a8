// Generated from the API OpenAPI document by `npm run api-types -w apps/web`. Do not edit.

export interface paths {
    "/{tenant}/reso/client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The feed client a feed access token belongs to
         * @description A feed client of the site in the address, with a token from its token endpoint: answers the client's name and what the token grants, so a partner can check its set-up. 401 without a feed token, with a dashboard session's token, a token of another site, an expired one, or once the client is revoked; 429 with Retry-After past the per-client limit (FEED_RATE_LIMIT_PER_MINUTE).
         */
        get: operations["getFeedCaller"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenant}/reso/odata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's RESO Web API service document
         * @description The site's feed clients, with a bearer token from POST /{tenant}/reso/token (401 without one; 429 past the per-client rate limit). The feed holds only what the public pages show (live listings, their photos, their agents and agencies; never customers or leads). The feed's resources and their addresses, relative to this one. 404 for an unknown site.
         */
        get: operations["getResoServiceDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenant}/reso/odata/{resource}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A resource's records, or one record by its key
         * @description The site's feed clients, with a bearer token from POST /{tenant}/reso/token (401 without one; 429 past the per-client rate limit). The feed holds only what the public pages show (live listings, their photos, their agents and agencies; never customers or leads). Property, Media, Member, Office, Lookup or EntityEvent with OData's query options, 200 records an answer at most (@odata.nextLink gives the next page); Resource('KEY') answers one record. 400 for an unknown field or option or a malformed $filter; 404 for an unknown site, resource or key; 501 for an option the feed does not offer ($search, $apply, lambdas); 403 for a resource outside the client's scopes.
         */
        get: operations["listResoRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenant}/reso/odata/$metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The RESO Web API's metadata (EDMX)
         * @description The site's feed clients, with a bearer token from POST /{tenant}/reso/token (401 without one; 429 past the per-client rate limit). The feed holds only what the public pages show (live listings, their photos, their agents and agencies; never customers or leads). The OData 4.0 metadata document (XML), also for $format=application/xml: every resource with its Data Dictionary fields, string keys, and lookup fields annotated with the Lookup resource’s LookupName. 400 for another $format; 404 for an unknown site.
         */
        get: operations["getResoMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenant}/reso/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An access token for the site's RESO feed (OAuth2 client credentials)
         * @description RFC 6749 §4.4: a feed client of the site in the address sends grant_type=client_credentials, form-encoded, with its client id and secret in the body or by HTTP Basic authentication, and optionally the scopes it wants. Answers a bearer token for the feed that works for an hour (not on the dashboard API), with Cache-Control: no-store. Errors in RFC 6749 §5.2 shape: 400 invalid_request (a missing grant_type, a parameter sent twice, a body that is not form-encoded, two ways of authentication), 400 unsupported_grant_type, 400 invalid_scope (a scope the client lacks), 401 invalid_client (unknown client, wrong secret, revoked client); 404 for an address naming no site; 429 slow_down with Retry-After past FEED_TOKEN_LIMIT_PER_MINUTE requests a minute from one client address or naming one client id. No session needed.
         */
        post: operations["createFeedToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenant}/saved-searches/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058), posted by a mail client
         * @description The address of an alert’s List-Unsubscribe header, with List-Unsubscribe-Post: List-Unsubscribe=One-Click. Pauses the search as the unsubscribe link does and answers a short text/plain sentence. No session, no X-Tenant (the site is in the path). 400 for a token that is not an unsubscribe link’s, and once the search is deleted; 404 for an address naming no site.
         */
        post: operations["unsubscribeSavedSearchOneClick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agentId}/types/ids/{typeId}/suburbs/ids/{suburbId}/properties/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a listing (the agent, under their own id); it starts in REVIEW
         * @description Signed-in agents, under their own agent id in the path. views, code, agent, completion and publicId in the body are ignored. 400 for missing or invalid fields (details name each): a currency that is not one of the listing country's (USD or ZWG in Zimbabwe), a service charge on a listing that is not serviced, a phone number or email in the description; 401 without a valid session; 403 for callers who are not agents, for another agent's id in the path, for published other than REVIEW, and for a session of another site; 404 'You have not selected a valid type' for a type not of this site, 'Suburb not found' for a suburb not of this site, or an unknown site (X-Tenant). The listing is written in the language the request's Accept-Language names among the site's (its originalLanguage), else the site's default.
         */
        post: operations["createProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/amenities/ids/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an amenity (the listing's agent only)
         * @description Signed-in: the listing's agent only. 401 without a valid session; 403 'Only agents can manage amenities' for customers, moderators and admins, 'Not your property' for another agent's live listing, and for a session of another site; 404 'Amenity not found' for an amenity that does not exist, belongs to another site or to a listing hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant). 400 for an id over 64 characters.
         */
        delete: operations["deleteAmenity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/amenities/ids/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace an amenity's fields (the listing's agent only)
         * @description Every editable field is replaced: one left out takes its default (empty name and description, no altitude, active). Signed-in: the listing's agent only. 401 without a valid session; 403 'Only agents can manage amenities' for customers, moderators and admins, 'Not your property' for another agent's live listing, and for a session of another site; 404 'Amenity not found' for an amenity that does not exist, belongs to another site or to a listing hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant). 400 for a missing or unknown type ('Select the amenity type'), a missing latitude or longitude ('Amenity requires a location') or one out of range, an altitude outside -500 to 9000 m, a name over 120 or a description over 500 characters.
         */
        put: operations["updateAmenity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/property/ai-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search in a plain sentence ("3 bedroom house to rent in Avondale under 800 USD"): the filters understood and the matching live listings
         * @description Anyone; no session needed. Only the site's own type, suburb, city and feature names (and everyday synonyms of them) are understood; a price without a currency takes the site's default. Live listings only. 400 when q is missing, empty or over 300 characters, or for a page or page size out of range; 404 for an unknown site (X-Tenant). Answers carry an ETag of their bytes; a request whose If-None-Match names it is answered 304 without a body.
         */
        get: operations["searchPropertiesBySentence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agents/ids/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agent profile (private fields only for the agent and moderators)
         * @description Anyone; a session is used when sent. The private fields (email, first and last name) are shown to the agent and to the site's moderators and admins only. 401 when a sent token is invalid or expired; 403 for a session of another site; 404 when no agent of this site has the id (a customer's id included), or for an unknown site (X-Tenant).
         */
        get: operations["getAgent"];
        /**
         * Update the agency profile (the agent, or an admin)
         * @description Signed-in: the agent, on their own agency; admins, on any agency. The email and the agent code are read-only. 400 for invalid fields, for verified (an agency is verified with a reason by setAgentVerification, which mails it), or a suburb, city and country that do not belong together; 401 without a valid session; 403 for someone else's agency (moderators included), and for a session of another site; 404 when no agent of this site has the id, for an unknown suburb, city or country, or an unknown site (X-Tenant).
         */
        put: operations["updateAgent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agents/ids/{id}/events/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of one agent's events (same paging and filters as listEvents)
         * @description Anyone; no session needed. 404 for an unknown site (X-Tenant); 404 'Agent not found' for an agent that does not exist or belongs to another site. Cancelled events appear only when status names CANCELLED. Statuses other than CANCELLED follow from the clock at the time of the request. 400 for a page under 1, a page size outside 1 to 50, an unknown key, direction, status or type, or a from/to that is not a date (2026-12-05) or a date-time with an offset. A category or suburb the site does not have matches no event.
         */
        get: operations["listAgentEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agents/ids/{id}/profile/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the agency logo (square, stored as one 400x400 WebP)
         * @description Signed-in: the agent, on their own agency only. One image in the file field, JPEG, PNG or WebP, square within 1% and at least 100x100; the previous logo file is removed. 400 for no file or more than one, a file in a field other than file or files, or an image that is not square or under 100x100; 401 without a valid session; 403 'You can only change your own logo' for anyone else (moderators and admins included), and for a session of another site; 404 'Agent not found' when no agent of this site has the id, or for an unknown site (X-Tenant); 413 for a file over 15 MB; 415 for a body that is not multipart, or a file that is not a JPEG, PNG or WebP by its content or carries markup; 422 for an image that cannot be read or is over 50 megapixels.
         */
        post: operations["uploadAgentLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agents/ids/{id}/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agent's listings: all of them for the agent and moderators, else live ones
         * @description Anyone; a session is used when sent. The agent and the site's moderators and admins get every listing of the agent (in review and archived included), everyone else the live ones. 400 for a page or size out of range; 401 when a sent token is invalid or expired; 403 for a session of another site; 404 'Agent not found' when no agent of this site has the id, or for an unknown site (X-Tenant). Answers carry an ETag of their bytes; a request whose If-None-Match names it is answered 304 without a body.
         */
        get: operations["listPropertiesByAgent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/agents/verified/true": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verified agents of the site
         * @description Anyone; no session needed. The private fields (email, first and last name) are left out. 400 for a page or size out of range; 404 for an unknown site (X-Tenant).
         */
        get: operations["listVerifiedAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every article of the site, drafts too, last changed first (staff)
         * @description published=true or false narrows to published articles or drafts. Signed-in moderators and admins of the site. 401 without a valid session; 403 'Only moderators can manage articles' for agents and customers, 'This session belongs to another site' for a session of another site. Pages from 0, 12 a page by default, at most 50; 400 for a page or size out of range.
         */
        get: operations["listAllArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's article categories by name (20 per page, from 0)
         * @description Anyone; no session needed. 404 for an unknown site (X-Tenant). 400 for a page or size out of range. Names are in the reader's language (lang, else Accept-Language among the site's languages, else the site's default) where the site has words in it, else as written; Content-Language names the language. 400 for a lang the site does not offer.
         */
        get: operations["listArticleCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/categories/ids/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One article category
         * @description Anyone; no session needed. 404 for an unknown site (X-Tenant). 404 'Article category not found' for a category that does not exist or belongs to another site; 400 for an id over 64 characters. Names are in the reader's language (lang, else Accept-Language among the site's languages, else the site's default) where the site has words in it, else as written; Content-Language names the language. 400 for a lang the site does not offer.
         */
        get: operations["getArticleCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write an article (moderators and admins); the caller is its author
         * @description published false (the default) keeps it a draft; true publishes it now. An empty slug is made from the title. Signed-in moderators and admins of the site. 401 without a valid session; 403 'Only moderators can manage articles' for agents and customers, 'This session belongs to another site' for a session of another site. 400 with the field for a title under 3 or over 160 characters ('Title is required', 'Title must be at least 3 characters'), a summary over 300 characters, an empty body or one over 50,000 characters, an address (slug) that is not lowercase letters, digits and single dashes, an unknown category ('Unknown article category'), published not a boolean, or a body that is not JSON. 409 'Another article already uses this address' for a slug given that another article of the site has; a slug made from the title gets -2, -3... instead. Unknown fields are ignored.
         */
        post: operations["createArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/ids/{id}/cover/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an article's cover (moderators and admins)
         * @description Answers the article with cover and image_url null (also when it had none). 503 'Could not delete image' when storage cannot remove its files (the cover stays). Signed-in moderators and admins of the site. 401 without a valid session; 403 'Only moderators can manage articles' for agents and customers, 'This session belongs to another site' for a session of another site. 404 'Article not found' for an article that does not exist or belongs to another site; 400 for an id over 80 characters. The id may be the publicId or the slug.
         */
        delete: operations["deleteArticleCover"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/ids/{id}/cover/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set an article's cover (moderators and admins); the old cover is deleted
         * @description One image in the file field, checked and stored as listing photos are: JPEG, PNG or WebP, at least 800x500, without metadata, with WebP copies in three sizes (thumbnail and card are 8:5 crops). Answers the article with its cover. 400 for no file, more than one, a file in a field other than file or files, or an image under 800x500; 413 for a file over 15 MB; 415 for a body that is not multipart, or a file that is not a JPEG, PNG or WebP by its content or carries markup; 422 for an image that cannot be read or is over 50 megapixels. Signed-in moderators and admins of the site. 401 without a valid session; 403 'Only moderators can manage articles' for agents and customers, 'This session belongs to another site' for a session of another site. 404 'Article not found' for an article that does not exist or belongs to another site; 400 for an id over 80 characters. The id may be the publicId or the slug.
         */
        post: operations["uploadArticleCover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/ids/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an article and its cover files (moderators and admins)
         * @description The cover files go first; when storage cannot remove one the article stays (503 'Could not delete image') and the delete can be retried. Signed-in moderators and admins of the site. 401 without a valid session; 403 'Only moderators can manage articles' for agents and customers, 'This session belongs to another site' for a session of another site. 404 'Article not found' for an article that does not exist or belongs to another site; 400 for an id over 80 characters. The id may be the publicId or the slug.
         */
        delete: operations["deleteArticle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/ids/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace an article's fields (moderators and admins)
         * @description Every field is replaced (one left out takes its default: no summary, no category, draft); an empty slug keeps the current address, so links stay. Publishing a draft dates it now; a published article edited stays dated; making it a draft clears the date. The cover and author stay. Signed-in moderators and admins of the site. 401 without a valid session; 403 'Only moderators can manage articles' for agents and customers, 'This session belongs to another site' for a session of another site. 404 'Article not found' for an article that does not exist or belongs to another site; 400 for an id over 80 characters. The id may be the publicId or the slug. 400 with the field for a title under 3 or over 160 characters ('Title is required', 'Title must be at least 3 characters'), a summary over 300 characters, an empty body or one over 50,000 characters, an address (slug) that is not lowercase letters, digits and single dashes, an unknown category ('Unknown article category'), published not a boolean, or a body that is not JSON. 409 'Another article already uses this address' for a slug given that another article of the site has; a slug made from the title gets -2, -3... instead. Unknown fields are ignored.
         */
        put: operations["updateArticle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/audit/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's audit log, newest first (20 per page, from 0)
         * @description Signed-in moderators and admins of the site: every recorded write with who made it (user and role), from which address, the entity and its id, the action, the changed fields before and after, and the reason. Filters: entity (property, image, feature, amenity, unit, moderation, agent, banner, article, site, office, feed_client, account), userId (the user's public id), action, and from/to (ISO dates, counted in the site's time zone and both days included, or date-times with an offset). 401 without a valid session; 403 'Only moderators and admins can read the audit log' for agents and customers, 'This session belongs to another site' for a session of another site. 400 for an unknown entity, an action that is not a lower-case word, a date that is not ISO, from after to ('From must not be after to'), or a page or size out of range.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cities/ids/{id}/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live listings in a city
         * @description Anyone; no session needed. Live listings only. 400 for a page or size out of range; 404 'City not found' for a city not of this site, or an unknown site (X-Tenant). Answers carry an ETag of their bytes; a request whose If-None-Match names it is answered 304 without a body.
         */
        get: operations["listPropertiesByCity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/cities/ids/{id}/suburbs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suburbs of a city
         * @description Anyone; no session needed. 400 for a page or size out of range; 404 when the city is not one of this site's, or for an unknown site (X-Tenant).
         */
        get: operations["listSuburbs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries of the site, with their currencies
         * @description Anyone; no session needed. 400 for a page or size out of range; 404 for an unknown site (X-Tenant). Country names are in the reader's language (lang, else Accept-Language among the site's languages, else the site's default): the name that language gives the country (ISO code), the stored name in English; Content-Language names the language. 400 for a lang the site does not offer.
         */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/countries/ids/{id}/cities/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities of a country
         * @description Anyone; no session needed. 400 for a page or size out of range; 404 when the country is not one of this site's, or for an unknown site (X-Tenant).
         */
        get: operations["listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/customers/ids/{id}/leads/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the questions and viewing requests a customer sent (their own)
         * @description The customer named in the path only. 401 without a valid session; 403 'You can only see your own requests' for anyone else. Newest activity first (a new lead, a reply, a status change, a cancellation), ties by id. 400 for a page under 1, a page size outside 1 to 50, or an unknown kind or status. A listing (property) the site does not have matches nothing.
         */
        get: operations["listCustomerLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/events/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the site's events (10 per page from page 1, newest start first)
         * @description Anyone; no session needed. 404 for an unknown site (X-Tenant); Cancelled events appear only when status names CANCELLED. Statuses other than CANCELLED follow from the clock at the time of the request. 400 for a page under 1, a page size outside 1 to 50, an unknown key, direction, status or type, or a from/to that is not a date (2026-12-05) or a date-time with an offset. A category or suburb the site does not have matches no event.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/events/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's event categories by name (20 per page, from 0)
         * @description Anyone; no session needed. 404 for an unknown site (X-Tenant); 400 for a page or size out of range. Names are in the reader's language (lang, else Accept-Language among the site's languages, else the site's default) where the site has words in it, else as written; Content-Language names the language. 400 for a lang the site does not offer.
         */
        get: operations["listEventCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/events/categories/ids/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event category
         * @description Anyone; no session needed. 404 for an unknown site (X-Tenant); 404 'Event category not found' for a category that does not exist or belongs to another site; 400 for an id over 64 characters. Names are in the reader's language (lang, else Accept-Language among the site's languages, else the site's default) where the site has words in it, else as written; Content-Language names the language. 400 for a lang the site does not offer.
         */
        get: operations["getEventCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/events/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an event (agents)
         * @description Signed-in agents; the event is theirs. 401 without a valid session; 403 'Only agents can manage events' for customers, moderators and admins. 400 with the field for a missing name ('Name is required'), a start or end that is not an ISO date-time with an offset, a start after the end ('Start must not be after end', on end), no location, suburb or live link ('Add a location, a suburb or a live link', on location), a live link or registration address that is not http(s), a negative or too large capacity or rate, a rate with more than 2 decimals, an unknown category ('Unknown event category') or suburb ('Unknown suburb'), text over its limit, or a body that is not JSON. Past dates are allowed (an agent records a past event). Unknown fields are ignored.
         */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/favourites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's favourites, newest first, with their listings as they are now
         * @description Signed-in accounts of the site, each with their own favourites only (no one reads or changes another's). 401 without a valid session; 403 'This session belongs to another site' when X-Tenant is not the session's site. Each with its card (title, cover, place, category, current price), its state (available, archived, withdrawn from public view, deleted: a deleted listing shows its card as last seen), the price when saved and the change since.
         */
        get: operations["listFavourites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/favourites/{propertyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a listing to the favourites (idempotent)
         * @description Signed-in accounts of the site, each with their own favourites only (no one reads or changes another's). 401 without a valid session; 403 'This session belongs to another site' when X-Tenant is not the session's site. Only a listing the public can see (approved, not archived); saving one already saved changes nothing (its saved price stays). 404 'Property not found' for any other id; 400 at the limit of 500 favourites.
         */
        put: operations["addFavourite"];
        post?: never;
        /**
         * Remove a listing from the favourites
         * @description Signed-in accounts of the site, each with their own favourites only (no one reads or changes another's). 401 without a valid session; 403 'This session belongs to another site' when X-Tenant is not the session's site. Available or not, deleted included; removing one that is not saved changes nothing (204 too).
         */
        delete: operations["removeFavourite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/favourites/ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public ids of the caller's favourites (for the hearts on cards)
         * @description Signed-in accounts of the site, each with their own favourites only (no one reads or changes another's). 401 without a valid session; 403 'This session belongs to another site' when X-Tenant is not the session's site.
         */
        get: operations["listFavouriteIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/favourites/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add the favourites kept on a visitor's device to their account
         * @description Signed-in accounts of the site, each with their own favourites only (no one reads or changes another's). 401 without a valid session; 403 'This session belongs to another site' when X-Tenant is not the session's site. Sent at sign-in or registration. Listings the public can see are saved (up to 500 in all); unknown or unavailable ids, and those past the limit, are skipped and named in skipped. 400 for more than 200 ids.
         */
        post: operations["addDeviceFavourites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/feed-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a client of the site's RESO feed (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage feed clients' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. Answers the client with its OAuth2 client id and secret, which are shown this once only. 400 with the field for a name (trimmed) shorter than 2 or longer than 80 characters, no scope, or a scope not among Property, Media, Member, Office, OpenHouse; 409 'A feed client in use has this name already' (also for the second of two creates at once).
         */
        post: operations["createFeedClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/feed-clients/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's RESO feed clients (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage feed clients' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. Newest first, pages from 0, 20 a page; each with its name, scopes, when it was created and last called the feed, and when it was revoked. Never a client's id or secret.
         */
        get: operations["listFeedClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/feed-clients/ids/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a client of the site's RESO feed (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage feed clients' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. Its tokens stop working at once (within 5 s on other server processes) and it gets no new ones. Revoking a revoked client answers it unchanged. 404 'Feed client not found' for an id of no client of this site.
         */
        post: operations["revokeFeedClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/geo/ip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's country, from their IP address
         * @description Anyone; no session needed (one sent is ignored). Answers the country of the address the request comes from (the first X-Forwarded-For address when TRUST_PROXY is on), from an offline database, never another address. The country's publicId is the site's own when the site has that country (sign-up forms pre-select it); country is null for private, loopback and unknown addresses. 404 for an unknown site (X-Tenant).
         */
        get: operations["getCallerLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/leads/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the calling agent's leads (20 per page from page 1)
         * @description Questions and viewing requests about the agent's listings. 401 without a valid session; 403 'Only agents can manage leads' for customers, moderators and admins. Newest activity first (a new lead, a reply, a status change, a cancellation), ties by id. 400 for a page under 1, a page size outside 1 to 50, or an unknown kind or status. A listing (property) the site does not have matches nothing.
         */
        get: operations["listLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/leads/ids/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a viewing request (the customer who sent it)
         * @description The status becomes CANCELLED; the agent is emailed (notice viewing.cancelled) and the lead is unread for them again. No body. 401 without a valid session; 403 'Only the person who asked can cancel a viewing: decline it instead' for the listing's agent; 404 'Lead not found' for anyone else; 400 'Only viewings can be cancelled' for an inquiry; 409 'This viewing cannot move from {from} to CANCELLED' once it is declined, cancelled or done.
         */
        post: operations["cancelViewing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/leads/ids/{id}/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One lead with its messages and status history
         * @description The listing's agent, or the customer who sent it. Reading does not mark it read. 401 without a valid session; 404 'Lead not found' for anyone else (another agent, another customer, moderators and admins), a lead of another site, or an unknown id.
         */
        get: operations["getLead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/leads/ids/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a lead read or unread (its agent)
         * @description Signed-in agents: the listing's agent only. 401 without a valid session; 403 'Only agents can manage leads' for customers, moderators and admins; 404 'Lead not found' for another agent's lead, a lead of another site, or an unknown id. 400 without a boolean read.
         */
        post: operations["setLeadRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/leads/ids/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to the person (its agent): emailed, and kept in the thread
         * @description The reply is emailed to the person (notice lead.replied) and added to messages; an OPEN inquiry becomes ANSWERED, and the lead is marked read. Signed-in agents: the listing's agent only. 401 without a valid session; 403 'Only agents can manage leads' for customers, moderators and admins; 404 'Lead not found' for another agent's lead, a lead of another site, or an unknown id. 400 for an empty reply or one over 5000 characters; 409 when the sender's details were removed (their erasure, or the retention age: docs/privacy.md).
         */
        post: operations["sendLeadReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/leads/ids/{id}/viewing/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm, decline or mark a viewing done (its agent)
         * @description REQUESTED may become CONFIRMED or DECLINED; CONFIRMED may become DONE or DECLINED; DECLINED, CANCELLED and DONE are final. Confirming needs date, the agreed time (in the next 90 days). The person is emailed (notice viewing.updated) with the optional message, which the thread keeps too; the lead is marked read. Signed-in agents: the listing's agent only. 401 without a valid session; 403 'Only agents can manage leads' for customers, moderators and admins; 404 'Lead not found' for another agent's lead, a lead of another site, or an unknown id. 400 'Only viewings have a status to decide' for an inquiry, and for a bad body; 409 'This viewing cannot move from {from} to {to}', and when the sender's details were removed.
         */
        post: operations["setViewingStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/leads/unread/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many of the calling agent's leads are not read
         * @description A lead is unread when it is new, or the person cancelled since the agent last read it. 401 without a valid session; 403 'Only agents can manage leads' for customers, moderators and admins.
         */
        get: operations["getUnreadLeadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listing-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's listing imports
         * @description The imports the caller started or that write their listings, newest first; pages from 0, 20 a page. Agents (their own listings) and site staff (on behalf of an agent of their site). 401 without a valid session; 403 'Only agents and site staff can import listings' for customers.
         */
        get: operations["listListingImports"];
        put?: never;
        /**
         * Upload a CSV file of listings to import
         * @description One CSV file in the file field (text/csv, application/vnd.ms-excel or a .csv name; UTF-8 with or without BOM; columns separated by , or ; as the header row shows), at most 20 MB. The file is stored and only its header row read: answers the import with its headers and the mapping suggested from their names, status 'uploaded'. Site staff name the agent with agentId. 400 for no file, a file that is not CSV or UTF-8, a first row without column names or with a name twice, more than 200 columns, or staff without agentId; 403 'You can only import your own listings' for an agent naming another; 404 'Agent not found'; 413 for a file over 20 MB; 415 for a body that is not multipart. Agents (their own listings) and site staff (on behalf of an agent of their site). 401 without a valid session; 403 'Only agents and site staff can import listings' for customers.
         */
        post: operations["uploadListingImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listing-imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing import: its mapping, status, counts and progress
         * @description Poll it while the import runs (rowsDone of totalRows). Agents (their own listings) and site staff (on behalf of an agent of their site). 401 without a valid session; 403 'Only agents and site staff can import listings' for customers. 404 'Import not found' for an import the caller neither started nor imports into (another agent’s, another site’s).
         */
        get: operations["getListingImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listing-imports/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a running import after the batch under way
         * @description Status cancelling, then cancelled once the batch under way is recorded; the rows done stay done. 409 'Only a running import can be cancelled'. Agents (their own listings) and site staff (on behalf of an agent of their site). 401 without a valid session; 403 'Only agents and site staff can import listings' for customers. 404 'Import not found' for an import the caller neither started nor imports into (another agent’s, another site’s).
         */
        post: operations["cancelListingImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listing-imports/{id}/mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose the field each column of the file fills
         * @description One entry per column, the field or null; a field at most once. Only before the import runs for real (uploaded, or after a dry run). 400 for a mapping of another length, an unknown field or one mapped twice; 409 'The mapping can change only before the import runs'. Agents (their own listings) and site staff (on behalf of an agent of their site). 401 without a valid session; 403 'Only agents and site staff can import listings' for customers. 404 'Import not found' for an import the caller neither started nor imports into (another agent’s, another site’s).
         */
        put: operations["setListingImportMapping"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listing-imports/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The first rows as the import will read them, with their problems
         * @description Up to limit rows (default 20, at most 100): each with its number, reference, the mapped values, every problem (the editor’s rules: required fields, no phone number or e-mail in the description, price and area ranges, the service charge rule; cells that cannot be read; types and suburbs the site does not have, with the nearest name when one is close) and what the import would do: created, updated, unchanged, skipped or failed. 400 for a limit out of range. Agents (their own listings) and site staff (on behalf of an agent of their site). 401 without a valid session; 403 'Only agents and site staff can import listings' for customers. 404 'Import not found' for an import the caller neither started nor imports into (another agent’s, another site’s).
         */
        get: operations["getListingImportPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listing-imports/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The import's report as CSV: every row with its outcome and reason
         * @description Columns Row, AgentReference, Outcome (created, updated, unchanged, skipped, failed; after a dry run "would create"...), Reason and ListingId; every recorded row, streamed. Agents (their own listings) and site staff (on behalf of an agent of their site). 401 without a valid session; 403 'Only agents and site staff can import listings' for customers. 404 'Import not found' for an import the caller neither started nor imports into (another agent’s, another site’s).
         */
        get: operations["getListingImportReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/listing-imports/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the import (or a dry run) in the background
         * @description Answers 202 with the import, status running; poll it for progress. A dry run records what every row would do and changes no listing; after it the mapping may change and the import start again. A cancelled run starts again where it stopped. 400 'Map these columns before the import: …' while a required field has no column; 409 when it is running already (a second start) or has run. Agents (their own listings) and site staff (on behalf of an agent of their site). 401 without a valid session; 403 'Only agents and site staff can import listings' for customers. 404 'Import not found' for an import the caller neither started nor imports into (another agent’s, another site’s).
         */
        post: operations["startListingImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/locations/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's cities and suburbs whose names contain the typed text
         * @description Anyone; no session needed. Any case; at most 10 cities, then at most 10 suburbs, each with the places above it. 400 when `name` is shorter than 2 or longer than 60 characters; 404 for an unknown site (X-Tenant).
         */
        get: operations["listPlacesByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/moderation/agents/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's agents with their verification and listing counts
         * @description The site's moderators and admins. Unverified agencies first, then the newest accounts; `verified` keeps one kind, `q` searches the agency name, the contact name and the email. 400 for a page, size, verified or q out of range; 401 without a valid session; 403 for agents and customers, and for a session of another site; 404 for an unknown site (X-Tenant).
         */
        get: operations["listAgentsForStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/moderation/agents/ids/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an agency or remove its verification, with a reason
         * @description The site's moderators and admins. The agent is emailed the change and the reason (agent.verified or agent.unverified); setting the value the agency already has changes nothing, sends no email and answers 200. 400 for a missing verified or a reason outside 3 to 500 characters; 401 without a valid session; 403 for agents and customers, and for a session of another site; 404 when no agent of this site has the id, or for an unknown site (X-Tenant).
         */
        post: operations["setAgentVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/moderation/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Review queue (moderators and admins): listings in REVIEW, longest waiting first
         * @description Signed-in moderators and admins. state PENDING (the default) lists the listings their agent sent for review, IN_PROGRESS those still being filled in, REJECTED those sent back to their agent, ALL the three; archived listings are left out. Longest waiting first: since the agent sent it, else since its last change. agent, type and suburb (publicIds) narrow the list. Each row carries `review`: the agent's name, whether their agency is verified, whether it was sent for review, since when it waits, and its flags. 400 for an unknown state, or a page or size out of range; 401 without a valid session; 403 for anyone else (agents and customers) and for a session of another site; 404 for an unknown site (X-Tenant).
         */
        get: operations["listReviewQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/moderation/properties/ids/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed in a listing since it was last approved (moderators and admins)
         * @description Signed-in moderators and admins. The compared fields whose value differs from the last approval, with both values; [] for a listing never approved or unchanged. 401 without a valid session; 403 for anyone else and for a session of another site; 404 'Property not found' when no listing of this site has the id, or for an unknown site (X-Tenant).
         */
        get: operations["listListingChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/moderation/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The staff home's counts (moderators and admins)
         * @description Signed-in moderators and admins. Listings sent for review and waiting, listings being filled in, listings sent back and awaiting their agent (archived ones left out), agents not verified, and leads of the last 7 days. 401 without a valid session; 403 for anyone else and for a session of another site; 404 for an unknown site (X-Tenant).
         */
        get: operations["getModerationSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/places/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The suburb nearest to a point
         * @description Signed-in: anyone of the site. The site's suburb nearest to `lat`/`lon` with its city and country and the distance to it in km; what the editor suggests when a marker is dropped. With GEOCODER_URL set, `display_name` is the geocoder's address for the point when it answers. 400 for a latitude or longitude missing or out of range; 401 without a valid session; 403 for a session of another site; 404 'No place found' when the site has no suburbs, and for an unknown site (X-Tenant).
         */
        get: operations["reversePlace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/places/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Places by name, for the listing editor
         * @description Signed-in: anyone of the site. With GEOCODER_URL set, the places the external geocoder finds in the site's countries (kind 'place', no ids); when it fails or finds nothing, and without it, the site's own suburbs, cities and countries whose name or one of its words starts with `q` (case and accents ignored), with their public ids: whole names first, then name starts, then word starts; suburbs before cities before countries; then shorter names. At most `limit` (1 to 20, default 10). 400 for `q` under 2 or over 100 characters (trimmed) or a limit out of range; 401 without a valid session; 403 for a session of another site; 404 for an unknown site (X-Tenant).
         */
        get: operations["searchPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/privacy/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What deleting the signed-in account involves
         * @description Any signed-in person: whether they are the site's last admin (who cannot delete the account) and, for an agent, the agents who may take over their listings. 401 without a valid session.
         */
        get: operations["getOwnErasure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/privacy/me/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the signed-in account and erase its personal data
         * @description Any signed-in person, confirming with their password (GDPR article 17). Their personal data is erased or anonymised everywhere and every session ends; an agent’s listings go to heirId (another agent of the site) or are archived. 400 for a wrong password or an heirId that is not another agent; 401 without a valid session; 409 for the site's last admin.
         */
        post: operations["deleteOwnAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/privacy/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the site holds about the signed-in person, as a ZIP
         * @description Any signed-in person, for themselves (GDPR articles 15 and 20): their account, agency, listings with their photos and units, events, questions and viewing requests sent and received, favourites, saved searches, sessions, e-mails, imports and audit entries. 401 without a valid session.
         */
        get: operations["exportOwnData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/privacy/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the accounts a request about personal data may be about
         * @description The site's moderators and admins: accounts of this site whose address or name has q in it (erased accounts are not found), at most 20. 400 for q under 2 characters; 401 without a valid session; 403 for anyone else.
         */
        get: operations["searchPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/privacy/people/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What erasing a person's account involves
         * @description The site's moderators and admins: the account, whether it is the site's last admin, and the agents who may take over its listings. 401 without a valid session; 403 for anyone else; 404 for no live account of this site with the id.
         */
        get: operations["getPersonErasure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/privacy/people/{id}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a person's account, for a request received by the site's staff
         * @description The site's moderators and admins, with the reason recorded in the audit log; a staff member's account only by an admin. As the person's own deletion: listings to heirId or archived. 400 without a reason, for an heirId that is not another agent and for the caller's own account (deleted from the profile); 401 without a valid session; 403 for anyone else, and for a moderator erasing staff; 404 for no live account of this site with the id (an erased one included); 409 for the site's last admin.
         */
        post: operations["deletePersonAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/privacy/people/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A person's data, for a request received by the site's staff
         * @description The site's moderators and admins, with the reason (the request) recorded in the audit log. The same archive the person downloads. 400 without a reason; 401 without a valid session; 403 for anyone else; 404 for no live account of this site with the id.
         */
        post: operations["exportPersonData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/properties/attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live listings that need their agent’s attention, with the reasons
         * @description An agent’s own live listings (every agent’s of the site for its moderators and admins) that have many views and no question (50 views or more over 30 days, no question or viewing request), no view in 14 days (live that long), or fewer than 5 photos; 50 at most, the most pressing first. 401 without a valid session; 403 for customers and for a session of another site.
         */
        get: operations["listListingsNeedingAttention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/properties/attention/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live listings that need attention as CSV
         * @description listListingsNeedingAttention's listings for a spreadsheet: the listing's id, name, title, reasons (separated by spaces), views and leads over 30 days and photos. 401 without a valid session; 403 for customers and for a session of another site.
         */
        get: operations["exportListingsNeedingAttention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/properties/bulk/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archives several of the agent's listings: hidden from customers, kept
         * @description Each listing is changed in turn, in its own transaction with its own audit entry, as the single-listing call does: the answer says per listing DONE, UNCHANGED (already so, with why) or FAILED (with why); one failure leaves the others done. 400 for no ids, more than 200, or an id named twice; 401 without a valid session; 403 for anyone but an agent, and for a session of another site; 404 naming each id that is not one of the agent's listings (nothing is changed then), or for an unknown site (X-Tenant).
         */
        post: operations["archiveProperties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/properties/bulk/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes several of the agent's listings, with their photos and units
         * @description confirm is the number of listings the agent typed to confirm: anything but the number of ids is refused (400 'The number typed is not the number of listings selected') and nothing is deleted. A listing another tab deleted meanwhile is UNCHANGED. Each listing is changed in turn, in its own transaction with its own audit entry, as the single-listing call does: the answer says per listing DONE, UNCHANGED (already so, with why) or FAILED (with why); one failure leaves the others done. 400 for no ids, more than 200, or an id named twice; 401 without a valid session; 403 for anyone but an agent, and for a session of another site; 404 naming each id that is not one of the agent's listings (nothing is changed then), or for an unknown site (X-Tenant).
         */
        post: operations["deleteProperties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/properties/bulk/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unarchives several of the agent's listings
         * @description Each listing is changed in turn, in its own transaction with its own audit entry, as the single-listing call does: the answer says per listing DONE, UNCHANGED (already so, with why) or FAILED (with why); one failure leaves the others done. 400 for no ids, more than 200, or an id named twice; 401 without a valid session; 403 for anyone but an agent, and for a session of another site; 404 naming each id that is not one of the agent's listings (nothing is changed then), or for an unknown site (X-Tenant).
         */
        post: operations["restoreProperties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/properties/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agent's listings as CSV, in the columns the CSV import reads
         * @description Agents export their own listings in every state (in review, approved, rejected, archived): all of them, or those named in ids. The site's moderators and admins export an agent's listings with agentId. One row per listing, in the order they were made; photos as the addresses of their largest public copies with their rooms (docs/listing-csv.md). 400 for an ids list that is empty, has an id that is not one, or names more than 200 listings, and for staff without agentId; 401 without a valid session; 403 for customers, for an agent naming another agent in agentId, and for a session of another site; 404 'Agent not found' for an agentId of no agent of this site, and 404 when an id in ids is not one of the exported agent's listings (details name each), or for an unknown site (X-Tenant).
         */
        get: operations["exportProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/properties/ids/{id}/demand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many saved searches a listing matches
         * @description The listing's agent, and the moderators and admins of the site: the count of live (confirmed, not paused) saved searches of the site whose criteria the listing meets now, whatever its state; never who saved them. 401 without a valid session; 404 'Property not found' for a listing that does not exist, belongs to another site or to another agent, and for customers.
         */
        get: operations["getListingDemand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/properties/ids/{id}/features/ids/{featureId}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove one feature from a listing (its agent only)
         * @description Signed-in: the listing's agent only. 401 without a valid session; 403 'Not your property' for a listing the caller may see but does not own (another agent's live listing, any listing for a moderator or admin), and for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), 'Feature not found' for a feature not in this site's catalogue, 'This listing does not have that feature', or an unknown site (X-Tenant).
         */
        post: operations["removePropertyFeature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/properties/ids/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing's history, newest first (20 per page, from 0)
         * @description The recorded writes to the listing, its images, features, amenities and units, and its reviews (approve, reject with the reason). Its agent, and the moderators and admins of the site; only these see the callers' addresses (ip). 401 without a valid session; 404 'Property not found' for a listing that does not exist, belongs to another site or to another agent, and for customers. 400 for a page or size out of range or an id over 64 characters.
         */
        get: operations["listPropertyHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/properties/ids/{id}/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a unit to a listing (its agent only)
         * @description Signed-in: the listing's agent only. 401 without a valid session; 403 'Only agents can manage units' for customers, moderators and admins, 'Not your property' for another agent's live listing, and for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant). 400 for a missing title ('Title is required') or one over 120 characters, a negative, non-numeric or too large amount or area, an amount with more than 2 decimals, a description over 2000 characters or with a phone number or e-mail ('Phone number detected', 'Email detected'), or a body that is not JSON. Unknown fields are ignored; 'A listing can have at most 200 units' when the listing has 200 already.
         */
        post: operations["createUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/properties/selection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The agent's listings My Listings' filters find, by id: 'Select all matching'
         * @description An agent sends the filters of the dashboard list (the body of /properties/search/detailed) and gets the ids of their listings that match, newest first, at most 200; capped says more match. 400 for an invalid filter; 401 without a valid session; 403 for anyone but an agent, and for a session of another site; 404 for an unknown site (X-Tenant).
         */
        post: operations["listPropertySelection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/reso-sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The RESO servers the site replicates listings from (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage RESO sources' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. By name. Never a client secret.
         */
        get: operations["listResoSources"];
        put?: never;
        /**
         * Connect a RESO Web API server to replicate listings from (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage RESO sources' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. The client secret is stored encrypted and never answered. 400 with the field for a missing or too long name, an address that is not http(s), a schedule outside 5-10080 minutes or an unknown field; 409 'A RESO source of this site has this name already'. Nothing is replicated before its members or offices are mapped to agents.
         */
        post: operations["createResoSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/reso-sources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A RESO source with its schedule, cursor and last run (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage RESO sources' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 404 'RESO source not found' for an id of no source of this site.
         */
        get: operations["getResoSource"];
        put?: never;
        post?: never;
        /**
         * Disconnect a RESO source (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage RESO sources' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 404 'RESO source not found' for an id of no source of this site. Its mapping and runs go with it; the listings it brought in stay with their agents.
         */
        delete: operations["deleteResoSource"];
        options?: never;
        head?: never;
        /**
         * Change, pause or resume a RESO source (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage RESO sources' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 404 'RESO source not found' for an id of no source of this site. Any of the fields; status 'paused' stops its scheduled runs, 'active' resumes them. A new client secret replaces the stored one. Another service root starts replication again from the beginning (listings are matched by ListingKey, so none is made twice). 400 and 409 as for a create.
         */
        patch: operations["updateResoSource"];
        trace?: never;
    };
    "/api/v2/reso-sources/{id}/mapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Map the remote's members and offices to the site's agents (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage RESO sources' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 404 'RESO source not found' for an id of no source of this site. Replaces the whole mapping. A listing goes to its member's agent, else its office's; a listing of neither is skipped with the reason in the run. The next run reads the source from its beginning, so listings skipped before come in (those already here are matched by ListingKey and left unchanged). 400 with the entry for an agent id of no agent of this site or a member or office mapped twice.
         */
        put: operations["setResoMapping"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/reso-sources/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The remote's members and offices with the site's agent each maps to (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage RESO sources' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 404 'RESO source not found' for an id of no source of this site. At most 5,000 of each. The remote server is called with the same guards as photos by address (http(s) only, no private, loopback or link-local address unless REMOTE_FETCH_ALLOW names it, time and size limits); what it refuses or fails is a 422 saying so (e.g. 'The token endpoint refused the credentials (401) (invalid_client: ...)').
         */
        get: operations["listResoRemoteAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/reso-sources/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replicate a RESO source now (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage RESO sources' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 404 'RESO source not found' for an id of no source of this site. 202: the run starts in the background (also for a paused source); its progress is in the runs. Asking again while one is asked for or running asks once.
         */
        post: operations["startResoRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/reso-sources/{id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A RESO source's runs with their counts (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage RESO sources' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 404 'RESO source not found' for an id of no source of this site. The last 50, newest first.
         */
        get: operations["listResoRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/reso-sources/{id}/runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One run of a RESO source: what it did to each remote listing, with reasons (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage RESO sources' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 404 'RESO source not found' for an id of no source of this site. 404 'Run not found' for an id of no run of this source. Each listing it created, updated, archived, skipped or failed, with the reasons; unchanged ones are counted only.
         */
        get: operations["getResoRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/reso-sources/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try a RESO source: a token, its service document, $metadata and counts (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can manage RESO sources' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 404 'RESO source not found' for an id of no source of this site. The remote server is called with the same guards as photos by address (http(s) only, no private, loopback or link-local address unless REMOTE_FETCH_ALLOW names it, time and size limits); what it refuses or fails is a 422 saying so (e.g. 'The token endpoint refused the credentials (401) (invalid_client: ...)').
         */
        post: operations["verifyResoSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person’s saved searches
         * @description Signed-in: any account of the site; only its own searches, newest first, each with its count of live listings matching it that came on the site since it was last run (newMatches). 401 without a valid session.
         */
        get: operations["listSavedSearches"];
        put?: never;
        /**
         * Save a public search, to hear about new listings matching it
         * @description Anyone. Signed in: the search is the account’s and its alerts go to the account’s address (an email in the body is ignored), in the account’s language; answered 201 with the search, confirmed at once when the address is, else waiting for the link of a confirmation mail. Not signed in: email is required; the search waits for the link of a confirmation mail (valid 7 days) and the answer is 202 confirmation-sent, the same for any address; its alerts are in the request’s language. The filters are the public search’s (agentCode, code, published and archived are not kept). 400 for invalid fields (details name each): a name of 1..80 characters, a query of at most 2000, an area that crosses itself or has more than 200 corners, a type, suburb, city or feature this site does not have; 429 past 50 searches of an account, 10 searches of an address waiting for confirmation, or 5 confirmation mails to an address within an hour.
         */
        post: operations["createSavedSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/saved-searches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a saved search
         * @description Signed-in: the search’s owner only. 401 without a valid session; 404 for a search that is not the caller’s.
         */
        delete: operations["deleteSavedSearch"];
        options?: never;
        head?: never;
        /**
         * Rename a saved search or change how often it alerts (pause included)
         * @description Signed-in: the search’s owner only. 400 for invalid fields; 401 without a valid session; 404 for a search that is not the caller’s (another person’s, a visitor’s or another site’s), so nobody learns which searches exist.
         */
        patch: operations["updateSavedSearch"];
        trace?: never;
    };
    "/api/v2/saved-searches/{id}/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Note that the owner ran a saved search (its new matches count from now)
         * @description Signed-in: the search’s owner only. 401 without a valid session; 404 for a search that is not the caller’s.
         */
        post: operations["markSavedSearchSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/saved-searches/by-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A saved search, from the manage link of its alerts
         * @description Anyone with the link; no session needed. The address alerts go to comes masked. 400 for a token that is not a manage link’s (an unsubscribe token included) and once the search is deleted.
         */
        get: operations["getSavedSearchByLink"];
        put?: never;
        post?: never;
        /**
         * Delete a saved search, from its manage link
         * @description Anyone with the link; no session needed. 400 for a token that is not a manage link’s, and once the search is deleted.
         */
        delete: operations["deleteSavedSearchByLink"];
        options?: never;
        head?: never;
        /**
         * Change how often a saved search alerts, from its manage link
         * @description Anyone with the link; no session needed. 400 for an invalid frequency, a token that is not a manage link’s, and once the search is deleted.
         */
        patch: operations["updateSavedSearchByLink"];
        trace?: never;
    };
    "/api/v2/saved-searches/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a saved search from its confirmation mail
         * @description Anyone with the link; no session needed. Starts the alerts of the search the token names and answers its name; creates nothing else (no account). A search confirmed already answers the same. 400 for an unknown token or one older than 7 days.
         */
        post: operations["confirmSavedSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/saved-searches/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a saved search’s alerts, from the unsubscribe link of an alert
         * @description Anyone with the link; no session needed. Pauses the search (its owner may resume it) and answers its name; unsubscribing twice answers the same. 400 for a token that is not an unsubscribe link’s (a manage token included), and once the search is deleted.
         */
        post: operations["unsubscribeSavedSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/suburbs/ids/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One suburb with its city and country
         * @description Anyone; no session needed. 404 when the suburb is not one of this site's, or for an unknown site (X-Tenant).
         */
        get: operations["getSuburb"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/suburbs/ids/{id}/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live listings in a suburb
         * @description Anyone; no session needed. Live listings only. 400 for a page or size out of range; 404 'Suburb not found' for a suburb not of this site, or an unknown site (X-Tenant). Answers carry an ETag of their bytes; a request whose If-None-Match names it is answered 304 without a body.
         */
        get: operations["listPropertiesBySuburb"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tags/get/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's keywords, most used first
         * @description Anyone; no session needed. The keywords of the live listings (approved, not archived) of the site, each with how many of them use it; most used first, then by name. Pages from 0, 10 per page by default. 400 for a page or size out of range; 404 for an unknown site (X-Tenant).
         */
        get: operations["listTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tags/names/{name}/get/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's keywords that start with a text
         * @description Anyone; no session needed. As listTags, only keywords that start with `name` (trimmed; case and accents ignored). 400 for an empty name, one over 40 characters, or a page or size out of range; 404 for an unknown site (X-Tenant).
         */
        get: operations["listTagsByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The regional sites (no X-Tenant needed)
         * @description Anyone; needs neither a session nor X-Tenant. 400 for a page or size out of range.
         */
        get: operations["listSites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tenants/{slug}/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A site's offices by position (12 per page, from 0; no X-Tenant needed)
         * @description Anyone; needs neither a session nor X-Tenant: the path names the site. 404 'Tenant not found' for an unknown slug; 400 for a page or size out of range. A site lists at most 50 offices.
         */
        get: operations["listSiteAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tenants/{slug}/addresses/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an office to the site (admins)
         * @description Signed-in admins of the site, whose slug the path names. 401 without a valid session; 403 'Only admins can manage site addresses' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 404 'Tenant not found' when the path's site is not the session's. 409 'A site lists at most 50 offices'. 400 with the field for a missing label, street, city or country ('Label is required'...), text over its limit, a phone or email that is not valid, a latitude or longitude out of range or only one of them ('Give both latitude and longitude, or neither'), a negative position, or a body that is not JSON. Unknown fields are ignored.
         */
        post: operations["createSiteAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tenants/{slug}/addresses/ids/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an office from the site (admins)
         * @description Signed-in admins of the site, whose slug the path names. 401 without a valid session; 403 'Only admins can manage site addresses' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 404 'Address not found' for an office that does not exist, or when the path's site is not the session's.
         */
        delete: operations["deleteSiteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tenants/{slug}/addresses/ids/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace an office's fields (admins)
         * @description Every field is replaced: one left out takes its default (no phone, email or coordinates, position 0). Signed-in admins of the site, whose slug the path names. 401 without a valid session; 403 'Only admins can manage site addresses' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 404 'Address not found' for an office that does not exist, or when the path's site is not the session's. 400 with the field for a missing label, street, city or country ('Label is required'...), text over its limit, a phone or email that is not valid, a latitude or longitude out of range or only one of them ('Give both latitude and longitude, or neither'), a negative position, or a body that is not JSON. Unknown fields are ignored.
         */
        put: operations["updateSiteAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tenants/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site named in X-Tenant
         * @description Anyone; no session needed. Names the site's default and offered languages, so a page can pick a visitor's language. 404 when X-Tenant is missing or names no site.
         */
        get: operations["getCurrentSite"];
        /**
         * Rename the site named in X-Tenant and set its default currency (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can change the site's details' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 400 with the field for a name (trimmed) shorter than 2 or longer than 80 characters, a currency that is not one of the site's countries' currencies ('Choose one of the site's currencies'), or a body that is not JSON. Answers the site as GET /api/v2/tenants/current does.
         */
        put: operations["updateCurrentSite"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tenants/current/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the site's default language and the languages it offers (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can change the site's languages' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 400 with the field for a code Propdesk does not offer ('Choose one of the languages Propdesk offers (en, fr, ar)'), an empty list ('Offer at least one language'), a language listed twice ('Each language can be offered once'), or a default that is not offered ('The default language must be one of the offered languages'). Two admins saving at once: both saves are applied in turn and the later one stays. Accounts keep a language the site stops offering but are answered the site's default (User.effectiveLanguage). Answers the site as GET /api/v2/tenants/current does.
         */
        put: operations["updateSiteLanguages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tenants/current/watermark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's watermark and the progress of its photos' re-render (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can change the site's watermark' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. A site that never set one answers mode OFF. rerender counts the site's listing and unit photos and those drawn with the current setting; poll it while its status is RUNNING.
         */
        get: operations["getSiteWatermark"];
        /**
         * Set the site's watermark on its public photos (admins)
         * @description Signed-in admins of the site. 401 without a valid session; 403 'Only admins can change the site's watermark' for agents, customers and moderators, 'This session belongs to another site' when X-Tenant is not the session's site. 400 with the field for a mode other than OFF or TEXT, TEXT without text, text longer than 40 characters or on several lines, a position other than a corner or CENTER, an opacity outside 10-100 or a size outside 2-12 (whole numbers), or a body that is not JSON. The mark goes on the thumbnail, card and full variants of every listing and unit photo, never on the originals. A change of look (turning it on or off, or another text, place, opacity or size while on) re-renders the variants in the background under new addresses, a run under way included (it goes on with the new look); the same setting sent twice changes nothing. Two admins saving at once: both saves apply in turn and the later stays. Answers as GET does.
         */
        put: operations["updateSiteWatermark"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/types/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Property types with their children and feature catalogue
         * @description Anyone; no session needed. Type names and the features' labels and descriptions are in the reader's language (lang, else Accept-Language among the site's languages, else the site's default) where the site has words in it, else as written; Content-Language names the language. 400 for a page or size out of range or a lang the site does not offer; 404 for an unknown site (X-Tenant).
         */
        get: operations["listPropertyTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/articles/get/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The blog: published articles, newest first (12 per page, from 0)
         * @description Anyone; no session needed. 404 for an unknown site (X-Tenant). Drafts never appear. Newest publication first, ties by newest creation. category narrows to one category; one the site lacks answers an empty page. Pages from 0, 12 a page by default, at most 50; 400 for a page or size out of range.
         */
        get: operations["listPublishedArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/articles/ids/{id}/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One article by its public id or its address (slug)
         * @description A published article: anyone, no session needed. A draft: the moderators and admins of the site; to anyone else it answers 404 'Article not found', as an unknown id or one of another site does. The id may be the publicId or the slug (a publicId wins). An invalid or expired session is refused with 401 even here, a session of another site with 403 'This session belongs to another site'; 400 for an id over 80 characters.
         */
        get: operations["getArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Anyone; a session sent along is ignored. 400 when username or password is missing or too long; 401 'Invalid credentials' for an unknown email and a wrong password alike; 404 for an unknown site (X-Tenant). 429 with Retry-After, for the client address only (the account is never locked): after 10 failures on the account from that address within 15 minutes, or 100 from it on any accounts; and once the account has had 100 failures in 24 hours, from every address that never signed in to it (its owner is told once by e-mail).
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/countries/ids/{countryId}/agents/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an agent (agency) account in a country
         * @description Anyone; no session needed. The agency starts unverified. The site's language the request's Accept-Language names becomes the account's language (none when it names none of them). 400 for missing or invalid fields (details name each), a weak password included; 404 when the country is not one of this site's, or for an unknown site (X-Tenant); 409 when an account of this site already has the email; 429 after SIGNUP_LIMIT sign-ups (10 by default) from the client's address on this site within 15 minutes.
         */
        post: operations["registerAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/customers/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a customer account
         * @description Anyone; no session needed. The customer is placed in the site's default country. The site's language the request's Accept-Language names becomes the account's language (none when it names none of them). 400 for missing or invalid fields (details name each), a weak password included; 404 for an unknown site (X-Tenant); 409 when an account of this site already has the email; 429 after SIGNUP_LIMIT sign-ups (10 by default) from the client's address on this site within 15 minutes.
         */
        post: operations["registerCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out: end the session of a refresh token on the server
         * @description Anyone holding a refresh token of this site; no access token needed (it may have expired). Ends the whole session (every refresh token of its family): refreshing with any of them answers 401 afterwards, and its access tokens are refused within a second on every server process. 204 also for a token that is unknown, used or ended, so the answer tells nothing about a token. 400 without a token; 404 for an unknown site (X-Tenant).
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refreshToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trade a refresh token for a new token pair (rotation; reuse ends the session)
         * @description Anyone holding a refresh token of this site; no access token needed. A refresh token works once. 400 without a token; 401 'Your session has ended' for a token that is unknown (an access token or another site's included), expired, revoked or already used; a used token presented again more than 10 seconds after its first use also ends its whole session; 404 for an unknown site (X-Tenant).
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in account's active sessions, the last used first
         * @description Signed-in: any account, its own sessions only (device, country, sign-in and last refresh, and which is the caller's). 401 without a valid session; 403 for a session of another site.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/ids/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of the signed-in account's sessions (sign a device out)
         * @description Signed-in: any account, its own sessions only. The session cannot refresh any more and its access tokens are refused within a second on every server process. 401 without a valid session; 403 for a session of another site; 404 'Session not found' for a session that is not the caller's, or has ended already.
         */
        delete: operations["revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/others/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out of all other devices: end every session but the caller's
         * @description Signed-in: any account, its own sessions only. The caller's own session stays (Logout ends it); the others cannot refresh any more and their access tokens are refused within a second on every server process. Answers how many ended. 401 without a valid session; 403 for a session of another site.
         */
        post: operations["signOutOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an email address with the token from the confirmation mail
         * @description Anyone holding the token of a confirmation link (valid for 48 hours, once); no session needed. Marks the account's address confirmed and ends its other links; a customer's account then holds every guest request of this site sent with the address (in any case), in the same transaction. 400 'This confirmation link is invalid or has expired' for a token that is unknown (another site's included) or expired; 409 'This confirmation link has already been used' for a used one (a second click or tab); 404 for an unknown site (X-Tenant).
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/email/confirmation/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a new confirmation link to the signed-in account's address
         * @description Signed-in: any account whose address is not confirmed yet. 401 without a valid session; 403 for a session of another site; 409 'Your email address is already confirmed'; 429 after 5 links (the sign-up's included) within 15 minutes.
         */
        post: operations["sendEmailConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/language/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or clear the language of the signed-in account
         * @description Signed-in, any role: changes only the caller's own account. `{"language": null}` clears the choice (the site's default language then applies). 400 'Choose one of the languages this site offers' for a language the site does not offer, 'Choose one of the languages Propdesk offers (en, fr, ar)' for any other value; 401 without a valid session; 403 for a session of another site. Answers the account as the user fetch (GET /auth/users/names/{email}/get) does.
         */
        post: operations["setOwnLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/names/{email}/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user fetch: your own account by email (moderators: any)
         * @description Signed-in: one's own email (in any case), or any email for moderators and admins. 401 without a valid session; 403 for someone else's email, whether or not it has an account, and for a session of another site; 404 when a moderator or admin asks for an email without an account, or for an unknown site (X-Tenant).
         */
        get: operations["getUserByEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token from the reset email; ends all sessions
         * @description Anyone holding the token of a reset link (valid for 30 minutes, once). Also ends the account's other reset links. 400 when the token is unknown, used or expired ('This reset link is invalid or has expired'), or when the password breaks a strength rule; 404 for an unknown site (X-Tenant).
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/request/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a password reset link (same answer whether or not the account exists)
         * @description Anyone. Answers 200 with the same message whether or not an account has the email, before looking for the account: the look-up and the mail come after the answer, so its timing does not tell either. After 5 requests for one account within 15 minutes, no more mail is sent, with the same answer. 400 for an invalid email address; 404 for an unknown site (X-Tenant); 429 after 20 requests from the client's address within 15 minutes, whatever the addresses asked for.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banners/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every banner of the site, by type and position (10 per page, from 0)
         * @description Scheduled, expired and imageless banners too, each with live telling whether the site shows it now. Signed-in moderators and admins of the site. 401 without a valid session; 403 'Only moderators can manage banners' for agents and customers, 'This session belongs to another site' for a session of another site. 400 for a page or size out of range.
         */
        get: operations["listAllBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banners/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a banner (moderators and admins); it shows once it has an image
         * @description Signed-in moderators and admins of the site. 401 without a valid session; 403 'Only moderators can manage banners' for agents and customers, 'This session belongs to another site' for a session of another site. 400 with the field for a missing title ('Title is required'), an unknown type, a link that is not http(s), a negative or too large position, a start or end that is not an ISO date-time with an offset, a start after the end ('Start must not be after end', on endsAt), text over its limit, or a body that is not JSON. Unknown fields are ignored.
         */
        post: operations["createBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banners/ids/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a banner and its image files (moderators and admins)
         * @description The image files go first; when storage cannot remove one the banner stays (503 'Could not delete image') and the delete can be retried. Signed-in moderators and admins of the site. 401 without a valid session; 403 'Only moderators can manage banners' for agents and customers, 'This session belongs to another site' for a session of another site. 404 'Banner not found' for a banner that does not exist or belongs to another site; 400 for an id over 64 characters.
         */
        delete: operations["deleteBanner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banners/ids/{id}/image/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a banner's image (moderators and admins); the old image is deleted
         * @description One image in the file field, checked and stored as listing photos are: JPEG, PNG or WebP, at least 800x500, without metadata, with WebP copies in three sizes (the dashboard crops it to 8:5 first). Answers the banner with its image. 400 for no file, more than one, a file in a field other than file or files, or an image under 800x500; 413 for a file over 15 MB; 415 for a body that is not multipart, or a file that is not a JPEG, PNG or WebP by its content or carries markup; 422 for an image that cannot be read or is over 50 megapixels. Signed-in moderators and admins of the site. 401 without a valid session; 403 'Only moderators can manage banners' for agents and customers, 'This session belongs to another site' for a session of another site. 404 'Banner not found' for a banner that does not exist or belongs to another site; 400 for an id over 64 characters.
         */
        post: operations["uploadBannerImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banners/ids/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a banner's fields, order and schedule (moderators and admins)
         * @description Every field is replaced: one left out takes its default (type LANDING, no subtitle, link or schedule, position 0). The image stays. Signed-in moderators and admins of the site. 401 without a valid session; 403 'Only moderators can manage banners' for agents and customers, 'This session belongs to another site' for a session of another site. 404 'Banner not found' for a banner that does not exist or belongs to another site; 400 for an id over 64 characters. 400 with the field for a missing title ('Title is required'), an unknown type, a link that is not http(s), a negative or too large position, a start or end that is not an ISO date-time with an offset, a start after the end ('Start must not be after end', on endsAt), text over its limit, or a body that is not JSON. Unknown fields are ignored.
         */
        put: operations["updateBanner"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banners/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Put every banner of a type in a new order, at once (moderators and admins)
         * @description The body names every banner of the type, first to last, each once; their positions become 0, 1, 2... in one transaction, so a move is never half saved. Answers the type's banners in their new order. 409 when the list does not name exactly the type's banners (one was added or deleted since it was read). Signed-in moderators and admins of the site. 401 without a valid session; 403 'Only moderators can manage banners' for agents and customers, 'This session belongs to another site' for a session of another site. 400 with the field for a missing title ('Title is required'), an unknown type, a link that is not http(s), a negative or too large position, a start or end that is not an ISO date-time with an offset, a start after the end ('Start must not be after end', on endsAt), text over its limit, or a body that is not JSON. Unknown fields are ignored.
         */
        put: operations["setBannerOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/banners/type/{type}/get/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The banners of a type shown now, by position (10 per page, from 0)
         * @description Anyone; no session needed. 404 for an unknown site (X-Tenant). Only banners with an image whose schedule holds at the time of the request (no start or a start in the past, no end or an end in the future); ties of position go by creation. 400 for an unknown type ('Unknown banner type: use LANDING') or a page or size out of range.
         */
        get: operations["listLiveBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/ids/{id}/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer profile (the customer, or moderators)
         * @description Signed-in: the customer, or the site's moderators and admins. 401 without a valid session; 403 for anyone else, before the look-up, so the answer does not tell whether the customer exists, and for a session of another site; 404 when a moderator or admin asks for an id that is not a customer of this site (an agent's included), or for an unknown site (X-Tenant).
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/ids/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update the personal details (the customer only; email is read-only)
         * @description Signed-in: the customer only (not moderators or admins). An email in the body is ignored; a telephone left out is cleared. 400 for missing or invalid fields; 401 without a valid session; 403 for anyone else and for a session of another site; 404 when the caller's own id is not a customer's, or for an unknown site (X-Tenant).
         */
        put: operations["updateCustomer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/ids/{id}/banner/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an event's banner (its agent only)
         * @description Answers the event with banner and image_url null (also when it had none). 503 'Could not delete image' when storage cannot remove its files (the banner stays). 409 'A cancelled event cannot be changed' for a cancelled event. Signed-in: the event's agent only. 401 without a valid session; 403 'Only agents can manage events' for customers, moderators and admins, 'Not your event' for another agent of the site, and for a session of another site; 404 'Event not found' for an event that does not exist or belongs to another site; 400 for an id over 64 characters.
         */
        delete: operations["deleteEventBanner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/ids/{id}/banner/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set an event's banner (its agent only); the old banner is deleted
         * @description One image in the file field, checked and stored as listing photos are: JPEG, PNG or WebP, at least 800x500, without metadata, with WebP copies in three sizes (the dashboard crops it to 8:5 first). Answers the event with its banner. 400 for no file, more than one, a file in a field other than file or files, or an image under 800x500; 413 for a file over 15 MB; 415 for a body that is not multipart, or a file that is not a JPEG, PNG or WebP by its content or carries markup; 422 for an image that cannot be read or is over 50 megapixels. 409 'A cancelled event cannot be changed' for a cancelled event. Signed-in: the event's agent only. 401 without a valid session; 403 'Only agents can manage events' for customers, moderators and admins, 'Not your event' for another agent of the site, and for a session of another site; 404 'Event not found' for an event that does not exist or belongs to another site; 400 for an id over 64 characters.
         */
        post: operations["uploadEventBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/ids/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an event (its agent only); it is kept with status CANCELLED
         * @description A cancelled event leaves the public lists unless they ask for CANCELLED, stays readable by its id, and can no longer be edited; cancelling it again changes nothing. No body. Signed-in: the event's agent only. 401 without a valid session; 403 'Only agents can manage events' for customers, moderators and admins, 'Not your event' for another agent of the site, and for a session of another site; 404 'Event not found' for an event that does not exist or belongs to another site; 400 for an id over 64 characters.
         */
        post: operations["cancelEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/ids/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an event and its banner files (its agent only)
         * @description Cancelled events may be deleted too. The banner files go first; when storage cannot remove one the event stays (503 'Could not delete image') and the delete can be retried. Signed-in: the event's agent only. 401 without a valid session; 403 'Only agents can manage events' for customers, moderators and admins, 'Not your event' for another agent of the site, and for a session of another site; 404 'Event not found' for an event that does not exist or belongs to another site; 400 for an id over 64 characters.
         */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/ids/{id}/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event (a cancelled one too, with status CANCELLED)
         * @description Anyone; no session needed. 404 for an unknown site (X-Tenant); 404 'Event not found' for an event that does not exist or belongs to another site; 400 for an id over 64 characters.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/ids/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace an event's fields (its agent only)
         * @description Every editable field is replaced: one left out takes its default (empty title and description, type EVENT, capacity 0, registration OPEN, rate 0, no category). Signed-in: the event's agent only. 401 without a valid session; 403 'Only agents can manage events' for customers, moderators and admins, 'Not your event' for another agent of the site, and for a session of another site; 404 'Event not found' for an event that does not exist or belongs to another site; 400 for an id over 64 characters. 409 'A cancelled event cannot be changed' for a cancelled event. 400 with the field for a missing name ('Name is required'), a start or end that is not an ISO date-time with an offset, a start after the end ('Start must not be after end', on end), no location, suburb or live link ('Add a location, a suburb or a live link', on location), a live link or registration address that is not http(s), a negative or too large capacity or rate, a rate with more than 2 decimals, an unknown category ('Unknown event category') or suburb ('Unknown suburb'), text over its limit, or a body that is not JSON. Past dates are allowed (an agent records a past event). Unknown fields are ignored.
         */
        put: operations["updateEvent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an image of one's own listing (its files, then its record)
         * @description Signed-in: the agent of the image's listing only. When the image was the profile photo, the listing has none afterwards. 400 'Invalid file name' for a name the server would not have generated; 401 without a valid session; 403 'Only agents can manage property images' for callers who are not agents, 'Not your property' when the listing is another agent's live one, and for a session of another site; 404 'Image not found' when no image has the name or its listing is hidden from the caller, or for an unknown site (X-Tenant); 503 'Could not delete image' when storage cannot remove a file: the record stays, so the delete can be retried.
         */
        delete: operations["deleteImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inquiries/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the agent a question about a live listing
         * @description Anyone; a session is optional: a signed-in customer's lead is linked to them (customerId). 404 for an unknown site (X-Tenant), 'Property not found' for a listing that does not exist, is not live (in review, rejected or archived) or belongs to another site; 409 'This is your listing' for the listing's own agent. 400 'Your message could not be sent' when the hidden website field (a trap for robots) is filled in: nothing is stored or sent. 429 'Too many requests from you. Please wait and try again.' over the site's limits: LEAD_LIMIT_PER_ADDRESS (5) leads from one client address in 15 minutes, LEAD_LIMIT_PER_EMAIL (10) from one email in 24 hours. The listing's agent is emailed (notice lead.created, and the webhook when MESSAGING_WEBHOOK_URL is set) in the same transaction as the lead. 400 with the field for a message under 10 characters ('Enter a message of at least 10 characters') or over 2000, a name under 2 or over 120 characters, an invalid email, a bad phone (5 to 30 digits, spaces, + ( ) -), or text with NUL characters.
         */
        post: operations["createInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/{id}/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a listing's units (10 per page, oldest first by default)
         * @description Anyone; a session is used when sent, and the listing must be visible to the caller: live, or their own, or any for moderators and admins. 401 when a sent token is invalid or expired; 403 for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant). 400 for a page under 1, a page size outside 1 to 50, or an unknown key or direction.
         */
        get: operations["listUnits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/categories/{c}/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live listings in a category (RENT, SALE, QUICK_RENT), newest first
         * @description Anyone; no session needed. Live listings only. 400 for a category other than RENT, SALE or QUICK_RENT (in any case), or a page or size out of range; 404 for an unknown site (X-Tenant). Answers carry an ETag of their bytes; a request whose If-None-Match names it is answered 304 without a body.
         */
        get: operations["listPropertiesByCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/amenities/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing's amenities, nearest first
         * @description Anyone; a session is used when sent, and the listing must be visible to the caller: live, or their own, or any for moderators and admins. At most 50 per listing, so the answer is the whole list. 401 when a sent token is invalid or expired; 403 for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant).
         */
        get: operations["listAmenities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/amenities/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an amenity near a listing (its agent only)
         * @description Signed-in: the listing's agent only. 401 without a valid session; 403 'Only agents can manage amenities' for customers, moderators and admins, 'Not your property' for another agent's live listing, and for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant). 400 for a missing or unknown type ('Select the amenity type'), a missing latitude or longitude ('Amenity requires a location') or one out of range, an altitude outside -500 to 9000 m, a name over 120 or a description over 500 characters, and 'A listing can have at most 50 amenities' when the listing has 50 already.
         */
        post: operations["createAmenity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a listing: it goes public (moderators and admins)
         * @description Signed-in moderators and admins. Clears a rejection reason, keeps the compared fields for the next review's changes, and emails the agent ('listing.approved', with the public link). Only a listing under review (REVIEW) is approved; with If-Match (the listing's updatedAt as the moderator saw it) only that version. 400 for a malformed If-Match; 401 without a valid session; 403 for anyone else and for a session of another site; 404 'Property not found' when no listing of this site has the id, or for an unknown site (X-Tenant); 409 'This listing is already approved: it is live', or 'This listing changed since you opened it: read it again, then decide', with the listing as it is now in `current`: nothing is written and nobody is mailed.
         */
        post: operations["approveProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/brochure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing's brochure: an A4 PDF to print or hand to a client
         * @description Title, price, place, photos, key facts, description, features and the agency's contacts, in the reader's language (lang, else Accept-Language), Arabic from the right. Anyone for a live listing; a listing in review or archived for its agent and the site's moderators and admins only. Reading it counts no view. 401 when a sent token is invalid or expired; 403 for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller; 400 for a lang the site does not offer; 503 when the server cannot print (no Chromium, or too many brochures at once: try again).
         */
        get: operations["getListingBrochure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/customers/ids/{customerId}/tours/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A signed-in customer asks to view a live listing
         * @description The customer named in the path only: their account's name and email are used, and the phone of the body or else the account's. 401 without a valid session; 403 'You can only request viewings for yourself' for anyone else. 404 'Property not found' for a listing that does not exist, is not live or belongs to another site. 429 'Too many requests from you. Please wait and try again.' over the site's limits (per client address and per email). 400 with the field for 0 times ('Choose at least one time') or more than 3 ('Choose at most 3 times'), a time in the past ('Choose a time in the future') or beyond 90 days ('Choose a time in the next 90 days'), a time without an offset, a message over 2000 characters, a bad phone, or text with NUL characters. The listing's agent is emailed (notice lead.created).
         */
        post: operations["createCustomerTour"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a listing with its features, images and everything under it
         * @description Signed-in: the listing's agent only. The image files go first, one image at a time. 401 without a valid session; 403 'Not your property' for a listing the caller may see but does not own (another agent's live listing, any listing for a moderator or admin), and for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant); 503 'Could not delete image' when storage cannot remove a file: the listing and that image stay, and the delete can be retried.
         */
        delete: operations["deleteProperty"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing's possible duplicates: other listings that may be the same home
         * @description Found when a listing is created or saved, or its photos change: another listing of the site with a photo that is the same picture (a perceptual hash: resized, recompressed, a little cropped or brightened still match), of the same type and category within 25 m at a price within 5%, or with the same agent reference. Moderators and admins see every match, side by side with the photos both have; the listing's agent sees only matches that are their own listings (another agency's listing is never shown). [] when none. 401 without a valid session; 403 'Not your property' for a live listing of another agent, for customers and for a session of another site; 404 'Property not found' when no listing of this site has the id or it is hidden from the caller.
         */
        get: operations["listPossibleDuplicates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/duplicates/{otherId}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark another listing as not a duplicate of this one (moderators and admins)
         * @description For homes that look alike but are not the same: flats of one block share a spot, a type and close prices. The pair leaves both listings' possible duplicates and the review queue's POSSIBLE_DUPLICATE flag, and stays dismissed when either listing is checked again, unless the pair then matches more (more photos in common, or a kind of match it did not have). Each listing's history records who decided. Dismissing a dismissed pair changes nothing. Answers the listing's remaining possible duplicates. 401 without a valid session; 403 'Only moderators can mark listings as not duplicates' for agents and customers, and for a session of another site; 404 'Property not found' when no listing of this site has the id or it is hidden from the caller; 404 'These two listings are not possible duplicates of each other' when the other listing is not one.
         */
        post: operations["dismissPossibleDuplicate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/edit-sessions/{session}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the caller's editing session of a listing: its saves become one entry
         * @description Signed-in: the listing's agent only. The saves the caller made with this Edit-Session become one history entry now, with each field changed: its value before the first save and after the last (a field put back as it was is left out; a session that changed nothing writes nothing). The editor ends its session when it is closed and when the agent saves on purpose; a session without a save for ten minutes ends on its own, and one still open when the listing is deleted ends first. Ending a session that has ended, or another user's, does nothing (204). 400 when the session is not a UUID; 401 without a valid session; 403 'Not your property' and 404 'Property not found' as for updateProperty.
         */
        post: operations["endEditSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/features/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing's features with quantities
         * @description Anyone; a session is used when sent, and the listing must be visible to the caller: live, or their own, or any for moderators and admins. 401 when a sent token is invalid or expired; 403 for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant). Labels and the catalogue's descriptions are in the reader's language (lang, else Accept-Language among the site's languages, else the site's default) where the site has words in it; an agent's note stays as written. 400 for a lang the site does not offer.
         */
        get: operations["listPropertyFeatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/features/all/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add features to a listing, or change their quantity (its agent only)
         * @description Signed-in: the listing's agent only. A feature the listing has already gets the new quantity and note. 400 for an empty list or more than 50 features, a feature listed twice, a quantity that is not a whole number from 0 to 999, a note over 300 characters or with a phone number or email, or a feature the listing's type does not offer; 401 without a valid session; 403 'Not your property' for a listing the caller may see but does not own (another agent's live listing, any listing for a moderator or admin), and for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), 'Feature not found' for a feature not in this site's catalogue, or an unknown site (X-Tenant). The answer's labels and descriptions are in the reader's language (Accept-Language), as listPropertyFeatures.
         */
        post: operations["addPropertyFeatures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/files/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add GENERAL images (at most 10 per upload)
         * @description Signed-in: the listing's agent only. Images in the files field, JPEG, PNG or WebP, at least 800x500; each is stored without its metadata, with WebP copies in three sizes. An upload is all or nothing. 400 for no file or more than 10, a file in a field other than files or file, or an image under 800x500; 401 without a valid session; 403 'Only agents can manage property images' for callers who are not agents, 'Not your property' for another agent's live listing, and for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant); 413 for a file over 15 MB; 415 for a body that is not multipart, or a file that is not a JPEG, PNG or WebP by its content or carries markup; 422 for an image that cannot be read or is over 50 megapixels.
         */
        post: operations["uploadPropertyImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing; under review or archived only for its agent and moderators
         * @description Anyone; a session is used when sent. A listing in REVIEW or archived is shown to its agent and to the site's moderators and admins only; a read by anyone else counts as a view. 401 when a sent token is invalid or expired; 403 for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant). Title, description and metaTags are in the reader's language (lang, else Accept-Language) when the listing has a translation in it, else in its original language; language says which, and so does Content-Language. The listing's agent and moderators get the original unless they send lang. 400 for a lang the site does not offer. Answers carry an ETag of their bytes; a request whose If-None-Match names it is answered 304 without a body.
         */
        get: operations["getProperty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/images/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing's images grouped by location (own listing, or any approved one)
         * @description Anyone; a session is used when sent, and the listing must be visible to the caller: its agent and the site's moderators and admins always, anyone else once it is approved and not archived. 401 when a sent token is invalid or expired; 403 for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant).
         */
        get: operations["listPropertyImages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/images/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Put a listing's photos in a new gallery order, optionally with a new cover
         * @description Signed-in: the listing's agent only. Every image is named once, first to last; each room's photos follow the same order. profile, one of the names, becomes the profile photo in the same change. The answer is the images as listed. An order that changes nothing writes nothing. 400 for a name given twice or a profile not named; 401 without a valid session; 403 'Only agents can manage property images' for callers who are not agents, 'Not your property' for another agent's live listing, and for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller, or an unknown site (X-Tenant); 409 when the names are not exactly the photos the listing has now (one was added or deleted meanwhile).
         */
        put: operations["updatePropertyImageOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/locations/ids/{locationId}/files/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add images to a location (5 in total per location; GENERAL 10 per upload)
         * @description Signed-in: the listing's agent only. Images in the files field, JPEG, PNG or WebP, at least 800x500; a location other than GENERAL holds 5 images, counting earlier uploads; a land listing takes GENERAL images only. An upload is all or nothing. 400 for an unknown location or one the listing does not offer, more images than the location has room for (GENERAL: more than 10), no file, a file in a field other than files or file, or an image under 800x500; 401 without a valid session; 403 'Only agents can manage property images' for callers who are not agents, 'Not your property' for another agent's live listing, and for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant); 413 for a file over 15 MB; 415 for a body that is not multipart, or a file that is not a JPEG, PNG or WebP by its content or carries markup; 422 for an image that cannot be read or is over 50 megapixels.
         */
        post: operations["uploadLocationImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How a listing is doing: views, sources, leads and similar listings
         * @description The last 7, 30 or 90 days (UTC, today included): each day its page views (one per visitor and day, counted without cookies from a hash that changes daily; robots left out), photo views, questions, viewing requests, favourites and saved-search matches; the totals (the funnel from views to questions and viewings); where views came from; and the median views of the other live listings in its suburb of the same type and category. Views reach the figures within a few seconds. The listing's agent and the site's moderators and admins. 400 for days other than 7, 30 or 90; 401 without a valid session; 403 'Not your property' for another agent's live listing, for customers and for a session of another site; 404 'Property not found' when no listing of this site has the id or it is hidden from the caller.
         */
        get: operations["getListingPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/performance/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing's daily figures as CSV
         * @description The figures of getListingPerformance's days, one row a day, for a spreadsheet. The listing's agent and the site's moderators and admins. 400 for days other than 7, 30 or 90; 401 without a valid session; 403 'Not your property' for another agent's live listing, for customers and for a session of another site; 404 'Property not found' when no listing of this site has the id or it is hidden from the caller.
         */
        get: operations["exportListingPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/photo-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Counts a photo of a live listing opened on its public page
         * @description Anyone; no body. The public page sends it when a visitor opens a photo. Not counted for robots, for the listing's agent and the site's staff, for a listing that is not live, nor beyond 60 a minute from one address for one listing: the answer is 204 all the same. 401 when a sent token is invalid or expired; 404 'Property not found' when no listing of this site has the id or it is hidden from the caller.
         */
        post: operations["addPhotoView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/profiles/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the profile photo (8:5, at least 800x500); it joins the GENERAL images
         * @description Signed-in: the listing's agent only. One image in the file field, JPEG, PNG or WebP, 8:5 within 1% and at least 800x500; it becomes the listing's profile photo. 400 for no file or more than one, a file in a field other than file or files, another aspect ratio, or an image under 800x500; 401 without a valid session; 403 'Only agents can manage property images' for callers who are not agents, 'Not your property' for another agent's live listing, and for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant); 413 for a file over 15 MB; 415 for a body that is not multipart, or a file that is not a JPEG, PNG or WebP by its content or carries markup; 422 for an image that cannot be read or is over 50 megapixels.
         */
        post: operations["uploadProfilePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a listing for review: its agent has finished it (the listing's agent)
         * @description The listing's agent. A new listing is under review (REVIEW) from its first save, shown to moderators as 'Being filled in'; this stamps readyForReviewAt, moves it to the queue's Waiting tab and clears a moderator's reason for sending it back. updatedAt is the listing's as the agent last saw it. Sending a listing that already waits changes nothing (200). 400 for a missing or malformed updatedAt; 401 without a valid session; 403 for moderators, admins and customers; 404 for another agent and when no listing of this site has the id; 409 'A moderator has already approved this listing: it is live', or when the listing changed since updatedAt (a moderator sent it back, or another tab saved it): read it again, then send it.
         */
        post: operations["sendForReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a listing back to its agent with a reason (moderators and admins)
         * @description Signed-in moderators and admins. The listing goes back to REVIEW with the reason (and out of the Waiting tab until its agent sends it again, POST .../ready), which its agent sees and is emailed ('listing.rejected', with the editor link); an approved listing leaves the public site. A listing already sent back (not sent again by its agent since) is refused; with If-Match (the listing's updatedAt as the moderator saw it) only that version is sent back. 400 for a reason under 3 or over 500 characters, or a malformed If-Match; 401 without a valid session; 403 for anyone else and for a session of another site; 404 'Property not found' when no listing of this site has the id, or for an unknown site (X-Tenant); 409 'This listing was already sent back to its agent', or 'This listing changed since you opened it: read it again, then decide', with the listing as it is now in `current`: nothing is written and nobody is mailed.
         */
        post: operations["rejectProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live listings of the same type and category in the same suburb
         * @description Anyone; a session is used when sent. The listing compared with must be visible to the caller; the answer holds live listings only, closest in price first. 400 for a limit outside 1 to 20; 401 when a sent token is invalid or expired; 403 for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant). Answers carry an ETag of their bytes; a request whose If-None-Match names it is answered 304 without a body.
         */
        get: operations["listSimilarProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/tours/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to view a live listing (1 to 3 preferred times)
         * @description Anyone; a session is optional: a signed-in customer's lead is linked to them (customerId). 404 for an unknown site (X-Tenant), 'Property not found' for a listing that does not exist, is not live (in review, rejected or archived) or belongs to another site; 409 'This is your listing' for the listing's own agent. 400 'Your message could not be sent' when the hidden website field (a trap for robots) is filled in: nothing is stored or sent. 429 'Too many requests from you. Please wait and try again.' over the site's limits: LEAD_LIMIT_PER_ADDRESS (5) leads from one client address in 15 minutes, LEAD_LIMIT_PER_EMAIL (10) from one email in 24 hours. The listing's agent is emailed (notice lead.created, and the webhook when MESSAGING_WEBHOOK_URL is set) in the same transaction as the lead. Name, email and phone are required. 400 with the field for 0 times ('Choose at least one time') or more than 3 ('Choose at most 3 times'), a time in the past ('Choose a time in the future') or beyond 90 days ('Choose a time in the next 90 days'), a time without an offset, a message over 2000 characters, a bad phone, or text with NUL characters. The lead is a VIEWING with status REQUESTED.
         */
        post: operations["createTour"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing's original language and its text in the site's other languages
         * @description Signed-in: the listing's agent and the site's moderators and admins. 401 without a valid session; 403 'Not your property' for another agent's live listing, and for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant).
         */
        get: operations["listPropertyTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/translations/{language}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Write a listing's title, description and keywords in another language
         * @description Signed-in: the listing's agent only. Adds the language or replaces its text (the later of two writes wins; updatedAt says when). The limits and rules of the listing's own fields apply: a phone number or email in the description is refused. A change sends an approved listing back to REVIEW, as a change to its own title or description does. 400 for invalid fields (details name each), for 'Choose one of the languages this site offers', and for the listing's original language; 401 without a valid session; 403 'Not your property' for a listing the caller may see but does not own, and for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant).
         */
        put: operations["setPropertyTranslation"];
        post?: never;
        /**
         * Remove a listing's text in one language
         * @description Signed-in: the listing's agent only. Readers get the original text again; an approved listing stays live. 400 for a language Propdesk does not offer; 401 without a valid session; 403 'Not your property' for a listing the caller may see but does not own, and for a session of another site; 404 'Translation not found' when the listing has no text in that language, 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant).
         */
        delete: operations["deletePropertyTranslation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/ids/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a listing (its agent only); content edits send an approved one to review
         * @description Signed-in: the listing's agent only. Any subset of the fields; a change to name, title, description, keywords, type, category, suburb or coordinates sends an approved listing back to REVIEW, and any edit but archiving clears a rejection reason. 400 for invalid fields (details name each): a currency that is not one of the listing country's, a service charge on a listing that is not serviced, a phone number or email in the description; 401 without a valid session; 403 'Not your property' for a listing the caller may see but does not own (another agent's live listing, any listing for a moderator or admin), for published other than its current value, and for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), for a type or suburb not of this site, or an unknown site (X-Tenant). With If-Match naming the listing's updatedAt as the caller read it, the save is made only if nobody saved the listing since (another tab or device, an upload, a moderator): otherwise 412 'This listing changed since you opened it: read it again and choose what to keep', and nothing is written. Without If-Match the save is made whatever changed meanwhile. With Edit-Session (a UUID the editor makes when it opens the listing), the save joins that session's one history entry, written when the session ends (see endEditSession), instead of an entry of its own.
         */
        put: operations["updateProperty"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make one of the listing's images its profile photo
         * @description Signed-in: the listing's agent only. imageUrl is the image's fileDownloadUri, the address of one of its variants, or its name. 400 for a missing imageUrl or propertyId; 401 without a valid session; 403 'Only agents can manage property images' for callers who are not agents, 'Not your property' for another agent's live listing, and for a session of another site; 404 'Property not found' for a listing that does not exist or is hidden from the caller (another agent's listing in review or archived), 'That image does not belong to this property' for an image not of this listing, or an unknown site (X-Tenant).
         */
        post: operations["setProfilePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Public search: always approved, never archived listings
         * @description Anyone; no session needed, and a session sent changes nothing: live listings only, whatever published and archived say. 400 for an invalid filter, page, page size or sort key, and for a body nested deeper than 32 levels; 413 for a body over 1 MB; 404 for an unknown site (X-Tenant).
         */
        post: operations["searchProperties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/search/detailed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The dashboard's list: an agent gets their own listings in every state, moderators the whole site, others live listings. Paging and order in the query, filters in the body
         * @description Anyone; a session is used when sent. An agent gets their own listings in every state (agentCode is ignored); moderators and admins search the whole site, with the published, archived and agentCode filters; everyone else gets live listings only. Pages by offset (page) or, for infinite scroll, by keyset: send the answer's nextCursor as after and the next page starts right after its last row, in the same order (ties by creation), so listings created, deleted or archived meanwhile never repeat or skip a card; the filters apply as always. nextCursor is null when the page is not full. 400 for an invalid filter, page, page size or sort key, and 'Invalid cursor' for a cursor the server did not make or made for another key or direction; 401 when a sent token is invalid or expired; 403 for a session of another site; 404 for an unknown site (X-Tenant).
         */
        post: operations["searchPropertiesDetailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/search/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The public search's matches as points for a map, not a page
         * @description Anyone; no session needed. The same body as searchProperties (area included) and the same live listings, as points with price, currency and category, so a map can show every match: at most 2000, the newest first, with the total and truncated saying when more matched. 400 for an invalid filter or area (with the area's problem as the message); 404 for an unknown site (X-Tenant).
         */
        post: operations["searchPropertiesOnMap"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/types/{t}/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live listings of a property type (a parent type includes its children)
         * @description Anyone; no session needed. Live listings only. 400 for a page or size out of range; 404 'Property type not found' for a type not of this site, or an unknown site (X-Tenant). Answers carry an ETag of their bytes; a request whose If-None-Match names it is answered 304 without a body.
         */
        get: operations["listPropertiesByType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/units/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One unit of a listing
         * @description Anyone; a session is used when sent, and the listing must be visible to the caller: live, or their own, or any for moderators and admins. 401 when a sent token is invalid or expired; 403 for a session of another site; 404 'Unit not found' for a unit that does not exist, belongs to another site or to a listing hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant); 400 for an id over 64 characters.
         */
        get: operations["getUnit"];
        /**
         * Replace a unit's fields (the listing's agent only)
         * @description Every editable field is replaced: one left out takes its default (no area, available, not furnished, empty description, amounts 0). Signed-in: the listing's agent only. 401 without a valid session; 403 'Only agents can manage units' for customers, moderators and admins, 'Not your property' for another agent's live listing, and for a session of another site; 404 'Unit not found' for a unit that does not exist, belongs to another site or to a listing hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant); 400 for an id over 64 characters. 400 for a missing title ('Title is required') or one over 120 characters, a negative, non-numeric or too large amount or area, an amount with more than 2 decimals, a description over 2000 characters or with a phone number or e-mail ('Phone number detected', 'Email detected'), or a body that is not JSON. Unknown fields are ignored.
         */
        put: operations["updateUnit"];
        post?: never;
        /**
         * Delete a unit and its photos (the listing's agent only)
         * @description The photo files go first; when storage cannot remove one the unit stays (503 'Could not delete image') and the delete can be retried. Signed-in: the listing's agent only. 401 without a valid session; 403 'Only agents can manage units' for customers, moderators and admins, 'Not your property' for another agent's live listing, and for a session of another site; 404 'Unit not found' for a unit that does not exist, belongs to another site or to a listing hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant); 400 for an id over 64 characters.
         */
        delete: operations["deleteUnit"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/units/{id}/files/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add photos to a unit (at most 10 per unit)
         * @description Images in the files field, checked and stored as listing photos are: JPEG, PNG or WebP, at least 800x500, without metadata, with WebP copies in three sizes. A unit holds 10 photos, counting earlier uploads; an upload is all or nothing. Answers the unit with its photos. 400 for no file, more than the unit has room for, a file in a field other than files or file, or an image under 800x500; 413 for a file over 15 MB; 415 for a body that is not multipart, or a file that is not a JPEG, PNG or WebP by its content or carries markup; 422 for an image that cannot be read or is over 50 megapixels. Signed-in: the listing's agent only. 401 without a valid session; 403 'Only agents can manage units' for customers, moderators and admins, 'Not your property' for another agent's live listing, and for a session of another site; 404 'Unit not found' for a unit that does not exist, belongs to another site or to a listing hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant); 400 for an id over 64 characters.
         */
        post: operations["uploadUnitImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/units/{id}/images/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one photo of a unit (the listing's agent only)
         * @description Answers the unit without the photo. 400 'Invalid file name' for a name the server never generates; 404 'Image not found' for a name the unit does not have; 503 'Could not delete image' when storage cannot remove its files (the photo stays). Signed-in: the listing's agent only. 401 without a valid session; 403 'Only agents can manage units' for customers, moderators and admins, 'Not your property' for another agent's live listing, and for a session of another site; 404 'Unit not found' for a unit that does not exist, belongs to another site or to a listing hidden from the caller (another agent's listing in review or archived), or an unknown site (X-Tenant); 400 for an id over 64 characters.
         */
        delete: operations["deleteUnitImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountErased: {
            /** @description What stands for the person in the audit log */
            pseudonym: string;
        };
        /**
         * @example {
         *       "language": "fr"
         *     }
         */
        AccountLanguageFieldsInput: {
            /**
             * @description One of the site's offered languages, or null to clear the choice
             * @enum {string|null}
             */
            language: "en" | "fr" | "ar" | null;
        };
        Agent: {
            code: string;
            description: string;
            /** @description Only for the agent and moderators */
            email?: string;
            /** @description Only for the agent and moderators */
            firstName?: string;
            /** @description Agency logo */
            image_url: string | null;
            /** @enum {boolean} */
            isAgent: true;
            /** @description Only for the agent and moderators */
            lastName?: string;
            location: components["schemas"]["UserLocation"];
            /** @description Agency name */
            name: string;
            publicId: string;
            telephone: string | null;
            verified: boolean;
            whatsapp: string | null;
        };
        /**
         * @example {
         *       "verified": true,
         *       "reason": "Licence checked with the Estate Agents Council: registration valid until 2027."
         *     }
         */
        AgentVerificationInput: {
            reason: string;
            verified: boolean;
        };
        AiSearchResult: {
            filters: {
                /** @enum {string} */
                category?: "RENT" | "SALE" | "QUICK_RENT";
                city?: {
                    name: string;
                    publicId: string;
                };
                currency?: string;
                features: {
                    name: string;
                    publicId: string;
                }[];
                maxPrice?: number;
                minBathrooms?: number;
                minBedrooms?: number;
                minPrice?: number;
                suburb?: {
                    name: string;
                    publicId: string;
                };
                type?: {
                    name: string;
                    publicId: string;
                };
            };
            query: string;
            results: components["schemas"]["PropertyPage"];
            /** @description One phrase per filter understood */
            understood: string[];
        };
        Amenity: {
            active: boolean;
            /** @description Metres above sea level */
            altitude: number | null;
            createdAt: string;
            description: string;
            /** @description Kilometres from the listing's current coordinates (great circle, to 0.01 km) */
            distance: number;
            latitude: number;
            longitude: number;
            /** @description May be empty: the type is shown then */
            name: string;
            publicId: string;
            /** @enum {string} */
            type: "SCHOOL" | "WORSHIP_CENTER" | "HOSPITAL" | "HIGHWAY" | "MALL" | "HOTEL";
            updatedAt: string;
        };
        AmenityDeleted: {
            /** @enum {string} */
            message: "Amenity deleted";
            publicId: string;
        };
        /**
         * @example {
         *       "name": "Avondale Primary School",
         *       "type": "SCHOOL",
         *       "description": "Government primary school, grades 1 to 7.",
         *       "latitude": -17.7935,
         *       "longitude": 31.0452,
         *       "altitude": 1485,
         *       "active": true
         *     }
         */
        AmenityFieldsInput: {
            /** @description Default true */
            active?: boolean;
            /** @description Metres above sea level */
            altitude?: number | null;
            description?: string;
            latitude: number;
            longitude: number;
            /** @description Default empty: the type is shown then */
            name?: string;
            /** @enum {string} */
            type: "SCHOOL" | "WORSHIP_CENTER" | "HOSPITAL" | "HIGHWAY" | "MALL" | "HOTEL";
        };
        /** @description Nearest first */
        AmenityList: components["schemas"]["Amenity"][];
        Article: {
            /** @description Who wrote it; null once that account is deleted */
            author: {
                name: string;
                publicId: string;
            } | null;
            /** @description Markdown as written; render it without raw HTML */
            body: string;
            category: components["schemas"]["ArticleCategory"] | null;
            cover: components["schemas"]["ArticleCover"] | null;
            createdAt: string;
            /** @description The cover's card variant (800x500) */
            image_url: string | null;
            publicId: string;
            /** @description false: a draft, seen by staff only */
            published: boolean;
            /** @description ISO 8601 in UTC: when it last went from draft to published; null for a draft */
            publishedAt: string | null;
            /** @description At 200 words a minute, at least 1 */
            readingMinutes: number;
            /** @description The address in /articles/{slug}, unique in the site */
            slug: string;
            summary: string;
            title: string;
            updatedAt: string;
        };
        ArticleCategory: {
            /** @description The category's name in the reader's language where the site has it, else as written */
            name: string;
            publicId: string;
        };
        ArticleCategoryPage: {
            content: components["schemas"]["ArticleCategory"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        ArticleCover: {
            /** @description The original, re-encoded without metadata. On a site that marks its photos (its watermark), a listing or unit photo's original goes to the listing's agent and the site's staff only: anyone else gets the marked full-size variant here. */
            fileDownloadUri: string;
            /** @description Generated by the server */
            name: string;
            /** @description WebP copies: thumbnail 320x200, card 800x500 (both 8:5 crops), full up to 1920 */
            variants: {
                card: string;
                full: string;
                thumbnail: string;
            };
        };
        /**
         * @example {
         *       "title": "Five questions to ask before you buy in Avondale",
         *       "slug": "",
         *       "summary": "What to check on a viewing, from water pressure to title deeds.",
         *       "body": "## Before the viewing\n\n- Ask for the title deed\n- Check the water supply\n\nRead our [buying guide](https://example.com/guide).",
         *       "category": null,
         *       "published": true
         *     }
         */
        ArticleFieldsInput: {
            /** @description Markdown, stored as written; rendered without raw HTML */
            body: string;
            /** @description An article category's public id */
            category?: string | null;
            /**
             * @description false keeps it a draft, seen by staff only
             * @default false
             */
            published: boolean;
            /** @description The address in /articles/{slug}: unique in the site; made from the title when empty */
            slug?: string | null;
            /**
             * @description Shown on the blog card
             * @default
             */
            summary: string;
            title: string;
        };
        ArticlePage: {
            content: components["schemas"]["Article"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        AuditEntry: {
            /** @description What the write did: create, update, delete, archive, unarchive, publish, unpublish, add, remove, upload, profile, reorder, image, cover, approve, reject, submit, verify, unverify, revoke, dismiss, export, erase */
            action: string;
            /** @description ISO 8601 in UTC (Z) */
            at: string;
            /** @description The changed fields with their values before and after */
            changes: {
                [key: string]: {
                    after: unknown;
                    before: unknown;
                };
            } | null;
            /** @enum {string} */
            entity: "property" | "image" | "feature" | "amenity" | "unit" | "moderation" | "agent" | "banner" | "article" | "site" | "office" | "feed_client" | "account";
            entityId: string;
            /** @description The row number, as a string */
            id: string;
            /** @description The caller's address; only moderators and admins see it */
            ip?: string | null;
            /** @description The listing the entity belongs to */
            propertyId: string | null;
            reason: string | null;
            /** @description null for the system (seed, operator tool, scheduled jobs) */
            user: {
                /** @description The user's public id */
                id: string;
                name: string;
                /** @enum {string|null} */
                role: "AGENT" | "CUSTOMER" | "MODERATOR" | "ADMIN" | null;
            } | null;
        };
        AuditPage: {
            content: components["schemas"]["AuditEntry"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        Banner: {
            createdAt: string;
            /** @description ISO 8601 in UTC (Z); null: no end */
            endsAt: string | null;
            image: components["schemas"]["BannerImage"] | null;
            /** @description The image's card variant (800x500) */
            image_url: string | null;
            linkUrl: string | null;
            /** @description Shown on the site at the time of the request: scheduled now and with an image */
            live: boolean;
            /** @description Lower comes first */
            position: number;
            publicId: string;
            /** @description ISO 8601 in UTC (Z); null: shown at once */
            startsAt: string | null;
            subtitle: string | null;
            title: string;
            /** @enum {string} */
            type: "LANDING";
            updatedAt: string;
        };
        /**
         * @example {
         *       "type": "LANDING",
         *       "title": "Family homes in Avondale",
         *       "subtitle": "Renovated three-bedroom houses near good schools",
         *       "linkUrl": "https://demo.propdesk.example/properties?suburb=Avondale",
         *       "position": 0,
         *       "startsAt": "2026-12-01T00:00:00+02:00",
         *       "endsAt": "2026-12-31T23:59:59+02:00"
         *     }
         */
        BannerFieldsInput: {
            /** @description Shown until this instant (ISO 8601 with an offset); null: no end */
            endsAt?: string | null;
            /** @description Where the banner leads: http or https only */
            linkUrl?: (string | "") | null;
            /**
             * @description Lower comes first; ties go by creation
             * @default 0
             */
            position: number;
            /** @description Shown from this instant (ISO 8601 with an offset); null: at once */
            startsAt?: string | null;
            subtitle?: string | null;
            title: string;
            /**
             * @default LANDING
             * @enum {string}
             */
            type: "LANDING";
        };
        BannerImage: {
            /** @description The original, re-encoded without metadata. On a site that marks its photos (its watermark), a listing or unit photo's original goes to the listing's agent and the site's staff only: anyone else gets the marked full-size variant here. */
            fileDownloadUri: string;
            /** @description Generated by the server */
            name: string;
            /** @description WebP copies: thumbnail 320x200, card 800x500 (both 8:5 crops), full up to 1920 */
            variants: {
                card: string;
                full: string;
                thumbnail: string;
            };
        };
        /**
         * @example {
         *       "type": "LANDING",
         *       "ids": [
         *         "Xk2cQ9pR7tVw3zYa",
         *         "Lm4nB8vC1xZq6sDf"
         *       ]
         *     }
         */
        BannerOrderInput: {
            /** @description The public ids of every banner of the type, first to last */
            ids: string[];
            /**
             * @default LANDING
             * @enum {string}
             */
            type: "LANDING";
        };
        BannerPage: {
            content: components["schemas"]["Banner"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /**
         * @example {
         *       "ids": [
         *         "pr-3kq9xw7m2a",
         *         "pr-8fj2ld0q1c"
         *       ],
         *       "confirm": 2
         *     }
         */
        BulkDeleteInput: {
            confirm: number;
            ids: string[];
        };
        BulkResult: {
            /** @enum {string} */
            action: "archive" | "restore" | "delete";
            /** @description Listings the action changed */
            done: number;
            failed: number;
            /** @description One per listing named, in the order named */
            results: {
                /** @description Why it failed, or why nothing changed */
                message: string | null;
                name: string;
                /** @enum {string} */
                outcome: "DONE" | "UNCHANGED" | "FAILED";
                publicId: string;
            }[];
            /** @description Listings already so (archived, restored, or deleted meanwhile) */
            unchanged: number;
        };
        /**
         * @example {
         *       "ids": [
         *         "pr-3kq9xw7m2a",
         *         "pr-8fj2ld0q1c"
         *       ]
         *     }
         */
        BulkSelectionInput: {
            ids: string[];
        };
        CatalogueFeature: {
            /** @description The catalogue's description, in the reader's language where it has one */
            description: string;
            /** @description The feature's name in the reader's language, e.g. Bedroom, Chambre; the code as words (DINING_ROOM: Dining room) where it has no words in that language */
            label: string;
            /** @description INTERNAL or EXTERNAL */
            location: string;
            /** @description The feature's code, the same in every language, e.g. BEDROOM */
            name: string;
            publicId: string;
        };
        Country: {
            /** @description ISO 3166-1 alpha-2 */
            code: string;
            /** @description The first is the default */
            currencies: {
                code: string;
            }[];
            /** @description The country's name in the reader's language (the name the language gives its code); in English, as the site stored it */
            name: string;
            publicId: string;
        };
        /**
         * @example {
         *       "name": "Msasa Park Homes",
         *       "firstName": "Rudo",
         *       "lastName": "Chikwanha",
         *       "email": "rudo.chikwanha@example.com",
         *       "password": "Msasa#Homes2026",
         *       "telephone": "+263 77 234 5678",
         *       "whatsapp": "+263 77 234 5678",
         *       "description": "Sales and lettings in Avondale, Mount Pleasant and Borrowdale."
         *     }
         */
        CreateAgentInput: {
            description?: string;
            email: string;
            firstName: string;
            lastName?: string;
            name: string;
            password: string;
            telephone: string;
            whatsapp?: string;
        };
        /**
         * @example {
         *       "firstName": "Chipo",
         *       "lastName": "Ndlovu",
         *       "email": "chipo.ndlovu@example.com",
         *       "password": "Chipo#Avondale26",
         *       "mobile": "+263 71 555 0101"
         *     }
         */
        CreateCustomerInput: {
            email: string;
            firstName: string;
            lastName: string;
            mobile?: string;
            otherNames?: string;
            password: string;
            telephone?: string;
        };
        CreatedFeedClient: {
            client: components["schemas"]["FeedClient"];
            /** @description The OAuth2 client_id */
            clientId: string;
            /** @description The OAuth2 client_secret: answered here only, never again (only a hash is kept) */
            clientSecret: string;
        };
        /**
         * @example {
         *       "name": "Avondale garden cottage",
         *       "title": "Two-bedroom cottage to rent in Avondale",
         *       "description": "Sunny two-bedroom cottage with a private garden, borehole water and a solar geyser, a short walk from the Avondale shops.",
         *       "category": "RENT",
         *       "area": 180,
         *       "areaType": "SQUARE_METRES",
         *       "built": "2015",
         *       "price": 650,
         *       "currency": "USD",
         *       "priceType": "TOTAL",
         *       "vatable": false,
         *       "serviced": false,
         *       "displayMap": true,
         *       "latitude": -17.7997,
         *       "longitude": 31.0386,
         *       "altitude": 1490,
         *       "metaTags": "garden,borehole,solar",
         *       "tourUrl": "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
         *       "listingCategory": "FEATURED"
         *     }
         */
        CreatePropertyInput: {
            altitude?: number | null;
            /** @description Default false */
            archived?: boolean;
            area?: number | null;
            /**
             * @description Default HECTARE
             * @enum {string}
             */
            areaType?: "HECTARE" | "SQUARE_FEET" | "SQUARE_METRES" | "ACRES";
            built?: (string) | null;
            /** @enum {string} */
            category: "RENT" | "SALE" | "QUICK_RENT";
            currency: string;
            description?: string;
            /** @description Default false */
            displayMap?: boolean;
            latitude: number;
            /**
             * @description Default FEATURED
             * @enum {string}
             */
            listingCategory?: "FEATURED" | "STANDARD";
            longitude: number;
            metaTags?: string | string[];
            name: string;
            price?: number | null;
            /** @enum {string} */
            priceType: "TOTAL" | "UNIT";
            /**
             * @description Read-only for agents: sending a value other than the current one is refused
             * @enum {string}
             */
            published?: "REVIEW" | "APPROVED";
            /** @description Default 0; only when serviced */
            serviceCharge?: number;
            /** @description Default false */
            serviced?: boolean;
            /** @description Defaults to the name when empty */
            title?: string;
            /** @description A YouTube or Vimeo video, or a Matterport or Kuula tour; empty or null for none */
            tourUrl?: string | null;
            /** @description Default false */
            vatable?: boolean;
        };
        Customer: {
            email: string;
            firstName: string;
            image_url: string | null;
            lastName: string;
            mobile: string | null;
            otherNames: string;
            publicId: string;
            telephone: string | null;
        };
        /**
         * @example {
         *       "times": [
         *         "2026-12-04T08:00:00+00:00"
         *       ],
         *       "message": "I can come with my partner."
         *     }
         */
        CustomerTourFieldsInput: {
            message?: string | null;
            phone?: (string | "") | null;
            /** @description Preferred times, earliest wish first */
            times: string[];
        };
        DecisionConflict: {
            code: string;
            /** @description The listing as it is now: show it, then decide again */
            current: components["schemas"]["Property"];
            details?: {
                message: string;
                path: string;
            }[];
            error: string;
            /** @description The text to show the user */
            message: string;
            statusCode: number;
        };
        DeletedImage: {
            name: string;
            /** @description The profile photo after the delete */
            profilePhoto: string | null;
        };
        EmailConfirmed: {
            /** @description The guest requests sent with the address that joined the customer's account */
            joined: number;
            message: string;
        };
        /**
         * @example {
         *       "password": "Chipo#Avondale26",
         *       "heirId": null
         *     }
         */
        EraseOwnAccountInput: {
            heirId?: string | null;
            password: string;
        };
        /**
         * @example {
         *       "reason": "Erasure asked by e-mail on 7 December 2026 (ticket 4411)",
         *       "heirId": null
         *     }
         */
        ErasePersonInput: {
            heirId?: string | null;
            reason: string;
        };
        Error: {
            code: string;
            details?: {
                message: string;
                path: string;
            }[];
            error: string;
            /** @description The text to show the user */
            message: string;
            statusCode: number;
        };
        Event: {
            agent: {
                /** @description The agency logo */
                image_url: string | null;
                /** @description The agency name */
                name: string;
                publicId: string;
            };
            /** @description The agent's public id */
            agentId: string;
            banner: components["schemas"]["EventBanner"] | null;
            /** @description Places; 0 means unlimited */
            capacity: number;
            category: components["schemas"]["EventCategory"] | null;
            createdAt: string;
            /** @description The site's default currency code, e.g. USD */
            currency: string;
            description: string;
            /** @description ISO 8601 in UTC (Z) */
            end: string;
            /** @description The banner's card variant (800x500) */
            image_url: string | null;
            liveLink: string | null;
            location: string | null;
            name: string;
            publicId: string;
            /** @description Entry fee; 0 means free */
            rate: number;
            /** @description OPEN, CLOSED, or the http(s) address where people register */
            registration: string;
            /** @description ISO 8601 in UTC (Z) */
            start: string;
            /**
             * @description CANCELLED when the agent cancelled it; otherwise from the clock when read
             * @enum {string}
             */
            status: "UPCOMING" | "ONGOING" | "COMPLETED" | "CANCELLED";
            /** @description The suburb with its city name */
            suburb: {
                city: string;
                name: string;
                publicId: string;
            } | null;
            /** @description The suburb's public id */
            suburbId: string | null;
            /** @description The name when none was given */
            title: string;
            /** @enum {string} */
            type: "MEETING" | "WORKSHOP" | "EVENT";
            updatedAt: string;
        };
        EventBanner: {
            /** @description The original, re-encoded without metadata. On a site that marks its photos (its watermark), a listing or unit photo's original goes to the listing's agent and the site's staff only: anyone else gets the marked full-size variant here. */
            fileDownloadUri: string;
            /** @description Generated by the server */
            name: string;
            /** @description WebP copies: thumbnail 320x200, card 800x500 (both 8:5 crops), full up to 1920 */
            variants: {
                card: string;
                full: string;
                thumbnail: string;
            };
        };
        EventCategory: {
            /** @description The category's name in the reader's language where the site has it, else as written */
            name: string;
            publicId: string;
        };
        EventCategoryPage: {
            content: components["schemas"]["EventCategory"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /**
         * @example {
         *       "name": "Avondale open day",
         *       "title": "Open house: family homes in Avondale",
         *       "description": "Walk through three renovated homes; our agents answer questions on the spot.",
         *       "start": "2026-12-05T10:00:00+02:00",
         *       "end": "2026-12-05T12:00:00+02:00",
         *       "location": "12 King George Road, Avondale",
         *       "suburbId": "a7VdN4qP9sXe2LwK",
         *       "liveLink": "https://meet.example.com/avondale-open-day",
         *       "type": "EVENT",
         *       "capacity": 40,
         *       "registration": "OPEN",
         *       "rate": 0,
         *       "category": "c4Hn8QwL2mTz6VbK"
         *     }
         */
        EventFieldsInput: {
            /**
             * @description Places; 0 means unlimited
             * @default 0
             */
            capacity: number;
            /** @description An event category's public id */
            category?: string | null;
            /** @default  */
            description: string;
            /** @description ISO 8601 with an offset or Z; stored and answered in UTC */
            end: string;
            /** @description Where an online event streams: http or https only */
            liveLink?: (string | "") | null;
            /** @description Venue or address */
            location?: string | null;
            name: string;
            /**
             * @description Entry fee in the site's currency; 0 means free
             * @default 0
             */
            rate: number;
            /**
             * @description OPEN, CLOSED, or the http(s) address where people register
             * @default OPEN
             */
            registration: ("OPEN" | "CLOSED") | string;
            /** @description ISO 8601 with an offset or Z; stored and answered in UTC */
            start: string;
            suburbId?: string | null;
            /**
             * @description The heading people see; the name when left empty
             * @default
             */
            title: string;
            /**
             * @default EVENT
             * @enum {string}
             */
            type: "MEETING" | "WORKSHOP" | "EVENT";
        };
        EventPage: {
            content: components["schemas"]["Event"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /**
         * @example {
         *       "reason": "Access request received by e-mail on 7 December 2026 (ticket 4410)"
         *     }
         */
        ExportPersonInput: {
            reason: string;
        };
        Favourite: {
            /** @enum {string} */
            category: "RENT" | "SALE" | "QUICK_RENT";
            /** @description The listing's cover photo's address */
            cover: string | null;
            currency: string;
            /** @description Suburb and city, as the site wrote them */
            place: string;
            /** @description The current price; null on request or once deleted */
            price: number | null;
            /** @description The current price minus the saved one (negative: it fell); null when either is unknown, the currency changed or the listing is not available */
            priceChange: number | null;
            /** @description The listing's public id */
            propertyId: string;
            /** @description Datetime */
            savedAt: string;
            savedCurrency: string;
            /** @description The price when saved */
            savedPrice: number | null;
            /**
             * @description AVAILABLE: the public sees it; ARCHIVED: its agent archived it; WITHDRAWN: no longer shown to the public (in review or sent back); DELETED: it no longer exists (the card is as it was when last seen)
             * @enum {string}
             */
            state: "AVAILABLE" | "ARCHIVED" | "WITHDRAWN" | "DELETED";
            title: string;
        };
        FavouriteIds: {
            /** @description The listings' public ids, newest first */
            ids: string[];
        };
        Favourites: {
            content: components["schemas"]["Favourite"][];
        };
        /**
         * @example {
         *       "ids": [
         *         "a1B2c3D4e5"
         *       ]
         *     }
         */
        FavouritesMergeInput: {
            ids: string[];
        };
        FeedCaller: {
            name: string;
            /** @description The id the site names this client by in its logs */
            publicId: string;
            /** @description What the token grants */
            scopes: ("Property" | "Media" | "Member" | "Office" | "OpenHouse")[];
        };
        FeedClient: {
            /** @description ISO date-time */
            createdAt: string;
            /** @description ISO date-time of its last call to the feed (to the minute); null if never */
            lastUsedAt: string | null;
            name: string;
            publicId: string;
            /** @description ISO date-time; null while the client is in use */
            revokedAt: string | null;
            /** @description The RESO resources the client may read */
            scopes: ("Property" | "Media" | "Member" | "Office" | "OpenHouse")[];
        };
        /**
         * @example {
         *       "name": "Harare Homes portal",
         *       "scopes": [
         *         "Property",
         *         "Media"
         *       ]
         *     }
         */
        FeedClientFieldsInput: {
            name: string;
            /** @description The RESO resources the client may read */
            scopes: ("Property" | "Media" | "Member" | "Office" | "OpenHouse")[];
        };
        FeedClientsPage: {
            content: components["schemas"]["FeedClient"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        FeedToken: {
            access_token: string;
            /** @description Seconds the token works */
            expires_in: number;
            /** @description Space-separated scopes the token grants */
            scope: string;
            /** @enum {string} */
            token_type: "Bearer";
        };
        /**
         * @example {
         *       "grant_type": "client_credentials",
         *       "client_id": "Vq3kT9mW2xLp7RvB8nQ2vLx5",
         *       "client_secret": "kZ0n..."
         *     }
         */
        FeedTokenRequestInput: {
            /** @description Unless sent with HTTP Basic authentication */
            client_id?: string;
            /** @description Unless sent with HTTP Basic authentication */
            client_secret?: string;
            /** @description client_credentials */
            grant_type?: string;
            /** @description Space-separated, among the client's scopes (Property, Media, Member, Office, OpenHouse); default all */
            scope?: string;
        };
        FoundPlace: {
            /** @description [south, north, west, east] in degrees, as Nominatim orders it */
            boundingbox: (number)[];
            /** @description The city's public id */
            cityId?: string;
            /** @description The country's public id */
            countryId?: string;
            /** @example Avondale, Harare, Zimbabwe */
            display_name: string;
            /**
             * @description 'place' for an external geocoder's result, which has no ids
             * @enum {string}
             */
            kind: "country" | "city" | "suburb" | "place";
            lat: number;
            lon: number;
            /** @example Avondale */
            name: string;
            /** @description The suburb's public id */
            suburbId?: string;
        };
        /** @enum {string} */
        ImageLocation: "GENERAL" | "BEDROOM" | "BATHROOM" | "KITCHEN" | "LAUNDRY" | "DINING_ROOM" | "LIVING_ROOM" | "POOL" | "EXTERIOR" | "PARKING" | "GAZEBO" | "FLOOR_PLAN" | "ROOF" | "OFFICE" | "STUDY";
        /**
         * @example {
         *       "propertyId": "T5hR8mQ2zWc6NvLp",
         *       "name": "Tariro Moyo",
         *       "email": "tariro@example.com",
         *       "phone": "+263 77 123 4567",
         *       "message": "Is the house still available, and are pets allowed?",
         *       "website": ""
         *     }
         */
        InquiryFieldsInput: {
            email: string;
            message: string;
            name: string;
            phone?: (string | "") | null;
            /** @description The listing's public id */
            propertyId: string;
            /** @description Leave empty: a trap for robots, hidden from people */
            website?: string;
        };
        /**
         * @example {
         *       "ip": "196.25.1.1",
         *       "country": {
         *         "code": "ZA",
         *         "name": "South Africa",
         *         "publicId": "Xk3pQ9rT2mWa"
         *       },
         *       "city": null
         *     }
         */
        IpLocation: {
            /**
             * @description The offline database knows countries only
             * @enum {string|null}
             */
            city: null;
            /** @description Null for private, loopback and unknown addresses */
            country: {
                /** @description ISO 3166-1 alpha-2 */
                code: string;
                /** @description The site's name for it, else its English name */
                name: string;
                /** @description The site's country, or null when the site does not have it */
                publicId: string | null;
            } | null;
            /** @description The caller's address as the API sees it (behind TRUST_PROXY) */
            ip: string;
        };
        Lead: {
            /** @description The listing agent's public id */
            agentId: string;
            createdAt: string;
            /** @description The customer's public id when signed in */
            customerId: string | null;
            /** @description Viewings: the agreed time once confirmed, else the first preferred time; inquiries: null */
            date: string | null;
            email: string;
            /** @enum {string} */
            kind: "INQUIRY" | "VIEWING";
            lastActivityAt: string;
            /** @description The person's first message */
            message: string | null;
            name: string;
            phone: string | null;
            /** @description ISO 8601 in UTC; empty for inquiries */
            preferredTimes: string[];
            propertyDetails: components["schemas"]["LeadProperty"];
            publicId: string;
            /** @description Whether the agent has opened it since the person's last activity */
            read: boolean;
            /**
             * @description Inquiries: OPEN, ANSWERED; viewings: REQUESTED, CONFIRMED, DECLINED, CANCELLED, DONE
             * @enum {string}
             */
            status: "OPEN" | "ANSWERED" | "REQUESTED" | "CONFIRMED" | "DECLINED" | "CANCELLED" | "DONE";
            /** @description The listing's title */
            title: string;
            updatedAt: string;
        };
        LeadDetail: {
            /** @description The listing agent's public id */
            agentId: string;
            createdAt: string;
            /** @description The customer's public id when signed in */
            customerId: string | null;
            /** @description Viewings: the agreed time once confirmed, else the first preferred time; inquiries: null */
            date: string | null;
            email: string;
            /** @description A viewing's status history, oldest first; empty for inquiries */
            events: {
                at: string;
                /** @enum {string} */
                status: "OPEN" | "ANSWERED" | "REQUESTED" | "CONFIRMED" | "DECLINED" | "CANCELLED" | "DONE";
            }[];
            /** @enum {string} */
            kind: "INQUIRY" | "VIEWING";
            lastActivityAt: string;
            /** @description The person's first message */
            message: string | null;
            /** @description The thread, oldest first: the person's first message (if any) leads */
            messages: {
                body: string;
                createdAt: string;
                /** @enum {string} */
                from: "CUSTOMER" | "AGENT";
                publicId: string;
            }[];
            name: string;
            phone: string | null;
            /** @description ISO 8601 in UTC; empty for inquiries */
            preferredTimes: string[];
            propertyDetails: components["schemas"]["LeadProperty"];
            publicId: string;
            /** @description Whether the agent has opened it since the person's last activity */
            read: boolean;
            /**
             * @description Inquiries: OPEN, ANSWERED; viewings: REQUESTED, CONFIRMED, DECLINED, CANCELLED, DONE
             * @enum {string}
             */
            status: "OPEN" | "ANSWERED" | "REQUESTED" | "CONFIRMED" | "DECLINED" | "CANCELLED" | "DONE";
            /** @description The listing's title */
            title: string;
            updatedAt: string;
        };
        LeadPage: {
            content: components["schemas"]["Lead"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        LeadProperty: {
            city: string | null;
            currency: string;
            /** @description The listing's profile photo (card variant) */
            image_url: string | null;
            /** @description Null when the listing shows no price */
            price: number | null;
            publicId: string;
            suburb: string | null;
            title: string;
        };
        /**
         * @example {
         *       "read": true
         *     }
         */
        LeadReadFieldsInput: {
            read: boolean;
        };
        /**
         * @example {
         *       "message": "Yes, it is available; pets are welcome. When would you like to see it?"
         *     }
         */
        LeadReplyFieldsInput: {
            message: string;
        };
        LeadUnreadCount: {
            count: number;
        };
        LinkedSavedSearch: {
            /** @description Where alerts go, masked: j***@example.com */
            email: string;
            /**
             * @description instant: within a minute of a new listing; daily and weekly: at 08:00 in the site’s time zone; paused: none
             * @enum {string}
             */
            frequency: "instant" | "daily" | "weekly" | "paused";
            name: string;
            query: string;
        };
        /**
         * @example [
         *       {
         *         "field": "price",
         *         "before": "250000",
         *         "after": "180000"
         *       }
         *     ]
         */
        ListingChanges: {
            /** @description Now */
            after: string | null;
            /** @description At the last approval, as text (numbers in full, true/false) */
            before: string | null;
            /** @description title, name, description, typeId, category, suburb, price, currency, priceType, area, areaType, built, vatable, serviced, serviceCharge, displayMap, latitude, longitude, metaTags, tourUrl, listingCategory, features (one line), photos (a count) */
            field: string;
        }[];
        /** @enum {string} */
        ListingCsvField: "reference" | "name" | "title" | "description" | "type" | "category" | "country" | "city" | "suburb" | "price" | "currency" | "priceType" | "area" | "areaType" | "built" | "bedrooms" | "bathrooms" | "latitude" | "longitude" | "altitude" | "displayMap" | "vatable" | "serviced" | "serviceCharge" | "metaTags" | "tourUrl" | "photos";
        ListingDemand: {
            /** @description The live (confirmed, not paused) saved searches of the site it matches */
            savedSearches: number;
        };
        ListingImport: {
            /** @description Whose listings it creates and updates (the agent's id) */
            agentId: string | null;
            counts: {
                created: number;
                failed: number;
                skipped: number;
                unchanged: number;
                updated: number;
            };
            /** @description ISO date-time of the upload */
            createdAt: string;
            /**
             * @description Detected from the header row
             * @enum {string}
             */
            delimiter: "," | ";";
            /** @description The last (or current) run writes nothing to listings */
            dryRun: boolean;
            /** @description Why the whole import failed (status failed) */
            failure: string | null;
            fileName: string;
            /** @description Bytes */
            fileSize: number;
            finishedAt: string | null;
            /** @description The file's first row, cell by cell */
            headers: string[];
            /** @description The field each column fills, by position; null for a column left out */
            mapping: (components["schemas"]["ListingCsvField"] | null)[];
            /** @description Required fields no column fills yet (by their standard header); empty to start */
            missingFields: string[];
            publicId: string;
            rowsDone: number;
            startedAt: string | null;
            status: components["schemas"]["ListingImportStatus"];
            /** @description The file's data rows; null until a run has counted them */
            totalRows: number | null;
        };
        /**
         * @example {
         *       "mapping": [
         *         "reference",
         *         "name",
         *         "type",
         *         "price"
         *       ]
         *     }
         */
        ListingImportMappingInput: {
            /** @description One entry per column of the file: the field it fills, or null to leave it out */
            mapping: ("reference" | "name" | "title" | "description" | "type" | "category" | "country" | "city" | "suburb" | "price" | "currency" | "priceType" | "area" | "areaType" | "built" | "bedrooms" | "bathrooms" | "latitude" | "longitude" | "altitude" | "displayMap" | "vatable" | "serviced" | "serviceCharge" | "metaTags" | "tourUrl" | "photos" | null)[];
        };
        /** @enum {string} */
        ListingImportOutcome: "created" | "updated" | "unchanged" | "skipped" | "failed";
        ListingImportPreview: {
            missingFields: string[];
            rows: {
                /** @description The listing it would update or leave as is */
                listingId: string | null;
                /** @description What the import would do with the row */
                outcome: components["schemas"]["ListingImportOutcome"];
                problems: {
                    /** @description The field the problem is about; null for the row */
                    field: components["schemas"]["ListingCsvField"] | null;
                    message: string;
                }[];
                reference: string | null;
                /** @description As a spreadsheet numbers it: the header is row 1 */
                rowNumber: number;
                /** @description The mapped cells, by field, as read (trimmed) */
                values: {
                    [key: string]: string;
                };
            }[];
        };
        ListingImportsPage: {
            content: components["schemas"]["ListingImport"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /**
         * @example {
         *       "dryRun": true
         *     }
         */
        ListingImportStartInput: {
            /** @default false */
            dryRun: boolean;
        };
        /** @enum {string} */
        ListingImportStatus: "uploaded" | "running" | "cancelling" | "cancelled" | "finished" | "failed";
        /**
         * @example {
         *       "days": 7,
         *       "from": "2026-12-01",
         *       "to": "2026-12-07",
         *       "daily": [
         *         {
         *           "day": "2026-12-07",
         *           "views": 12,
         *           "photoViews": 30,
         *           "questions": 1,
         *           "viewings": 0,
         *           "favourites": 2,
         *           "searchMatches": 3
         *         }
         *       ],
         *       "totals": {
         *         "views": 12,
         *         "photoViews": 30,
         *         "questions": 1,
         *         "viewings": 0,
         *         "favourites": 2,
         *         "searchMatches": 3
         *       },
         *       "sources": [
         *         {
         *           "source": "search",
         *           "host": "",
         *           "views": 8
         *         }
         *       ],
         *       "comparison": {
         *         "similarListings": 5,
         *         "medianViews": 9
         *       }
         *     }
         */
        ListingPerformance: {
            comparison: {
                /** @description Their median views over the same period (0 when none) */
                medianViews: number;
                /** @description Other live listings in the same suburb, of the same type and category */
                similarListings: number;
            };
            /** @description Every day of the period */
            daily: {
                day: string;
                /** @description Times it was added to a shortlist */
                favourites: number;
                /** @description Photos opened on the public page */
                photoViews: number;
                /** @description Questions sent */
                questions: number;
                /** @description Saved searches it matched (their alerts name it) */
                searchMatches: number;
                /** @description Viewing requests sent */
                viewings: number;
                /** @description Page views: one per visitor and day, robots left out */
                views: number;
            }[];
            days: number;
            /** @description The first day, YYYY-MM-DD (UTC) */
            from: string;
            /** @description Where the views came from, most first (20 at most) */
            sources: {
                /** @description Another site's host (source other); empty otherwise */
                host: string;
                /** @enum {string} */
                source: "search" | "map" | "alert" | "direct" | "other";
                views: number;
            }[];
            /** @description The last day (today), YYYY-MM-DD (UTC) */
            to: string;
            /** @description The period: views, then questions and viewings (the funnel) */
            totals: {
                /** @description Times it was added to a shortlist */
                favourites: number;
                /** @description Photos opened on the public page */
                photoViews: number;
                /** @description Questions sent */
                questions: number;
                /** @description Saved searches it matched (their alerts name it) */
                searchMatches: number;
                /** @description Viewing requests sent */
                viewings: number;
                /** @description Page views: one per visitor and day, robots left out */
                views: number;
            };
        };
        ListingSelection: {
            /** @description More than 200 match: ids holds the newest */
            capped: boolean;
            /** @description The matching listings' public ids, newest first, at most 200 */
            ids: string[];
        };
        /**
         * @example [
         *       {
         *         "publicId": "a1b2c3d4e5",
         *         "name": "Avondale family home",
         *         "title": "Family home in Avondale",
         *         "reasons": [
         *           "VIEWS_NO_QUESTIONS",
         *           "FEW_PHOTOS"
         *         ],
         *         "views30": 120,
         *         "leads30": 0,
         *         "photos": 3
         *       }
         *     ]
         */
        ListingsNeedingAttention: {
            /** @description Questions and viewing requests over the last 30 days */
            leads30: number;
            /** @description The listing's internal name */
            name: string;
            photos: number;
            publicId: string;
            reasons: ("VIEWS_NO_QUESTIONS" | "NO_RECENT_VIEWS" | "FEW_PHOTOS")[];
            title: string;
            /** @description Views over the last 30 days */
            views30: number;
        }[];
        ListingTranslation: {
            description: string;
            language: string;
            /** @description Comma-separated keywords */
            metaTags: string;
            title: string;
            /** @description When this language was last saved */
            updatedAt: string;
        };
        ListingTranslations: {
            /** @description The listing's own language: not translatable */
            originalLanguage: string;
            translations: components["schemas"]["ListingTranslation"][];
        };
        ListUnsubscribeOneClickInput: {
            "List-Unsubscribe"?: string;
        };
        MergedFavourites: {
            /** @description Every favourite's listing id after the merge, newest first */
            ids: string[];
            /** @description Ids of listings unknown or not available to the public, not saved */
            skipped: string[];
        };
        Message: {
            message: string;
        };
        /**
         * @example {
         *       "waiting": 4,
         *       "beingFilledIn": 3,
         *       "rejected": 1,
         *       "agentsToVerify": 2,
         *       "leadsLast7Days": 17
         *     }
         */
        ModerationSummary: {
            /** @description Agents not verified yet */
            agentsToVerify: number;
            /** @description Listings under review that their agent has not sent for review yet */
            beingFilledIn: number;
            /** @description Leads received in the last 7 days */
            leadsLast7Days: number;
            /** @description Listings sent back, awaiting their agent */
            rejected: number;
            /** @description Listings sent for review by their agent, awaiting it */
            waiting: number;
        };
        NamedPlace: {
            /** @description The suburb's city; null for a city */
            city: {
                name: string;
                publicId: string;
            } | null;
            country: {
                name: string;
                publicId: string;
            };
            /** @enum {string} */
            kind: "CITY" | "SUBURB";
            name: string;
            publicId: string;
        };
        OAuthError: {
            /** @enum {string} */
            error: "invalid_request" | "invalid_client" | "unsupported_grant_type" | "invalid_scope" | "slow_down" | "server_error";
            error_description: string;
        };
        ODataError: {
            error: {
                /** @description What went wrong, e.g. BadRequest, NotFound, TENANT_NOT_FOUND */
                code: string;
                message: string;
                /** @description The query option, field or resource at fault */
                target?: string;
            };
        };
        PeopleFound: {
            items: components["schemas"]["PersonFound"][];
        };
        PersonalDataErasureView: {
            email: string;
            firstName: string;
            /** @description The site's other agents, who may take over the listings */
            heirs: {
                name: string;
                publicId: string;
            }[];
            isAgent: boolean;
            /** @description The site's only admin: cannot be erased */
            lastAdmin: boolean;
            lastName: string;
            publicId: string;
            roles: string[];
        };
        PersonFound: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            firstName: string;
            lastName: string;
            publicId: string;
            roles: string[];
        };
        /**
         * @example {
         *       "images": [
         *         "b2c3d4-bedroom.jpg",
         *         "a1b2c3-front.jpg"
         *       ],
         *       "profile": "b2c3d4-bedroom.jpg"
         *     }
         */
        PhotoOrderInput: {
            /** @description Every one of the listing's image names once, in the new gallery order */
            images: string[];
            /** @description One of those names, made the profile photo (the cover) in the same change */
            profile?: string;
        };
        Place: {
            latitude: number;
            longitude: number;
            name: string;
            publicId: string;
        };
        /**
         * @example [
         *       {
         *         "publicId": "a1b2c3d4e5",
         *         "name": "Family home in Avondale",
         *         "title": "Family home in Avondale",
         *         "published": "APPROVED",
         *         "archived": false,
         *         "price": 250000,
         *         "currency": "USD",
         *         "priceType": "TOTAL",
         *         "profilePhoto": "/files/demo/properties/a1b2c3d4e5/photo-card.webp",
         *         "agent": {
         *           "publicId": "f6g7h8i9j0",
         *           "name": "Sunrise Realty"
         *         },
         *         "matched": {
         *           "photos": 2,
         *           "place": true,
         *           "reference": false
         *         },
         *         "photos": [
         *           {
         *             "mine": "/files/demo/properties/k1l2m3n4o5/living-thumbnail.webp",
         *             "theirs": "/files/demo/properties/a1b2c3d4e5/photo-thumbnail.webp"
         *           }
         *         ],
         *         "foundAt": "2026-12-07T09:30:00.000Z"
         *       }
         *     ]
         */
        PossibleDuplicates: {
            agent: {
                /** @description The agency's name, else the agent's name or email */
                name: string;
                publicId: string;
            };
            archived: boolean;
            currency: string;
            /** @description When the check that found it ran */
            foundAt: string;
            matched: {
                /** @description How many of the listing's photos the other has too (resized, recompressed…) */
                photos: number;
                /** @description Same type and category within 25 m, the price within 5% */
                place: boolean;
                /** @description The same agent reference, case aside */
                reference: boolean;
            };
            name: string;
            /** @description The photos both have, in the listing’s gallery order */
            photos: {
                /** @description The listing's photo (its thumbnail) */
                mine: string;
                /** @description The other listing's copy of it (its thumbnail) */
                theirs: string;
            }[];
            price: number | null;
            priceType: string;
            profilePhoto: string | null;
            /** @description The other listing */
            publicId: string;
            /** @enum {string} */
            published: "REVIEW" | "APPROVED";
            title: string;
        }[];
        ProfilePhoto: {
            image: components["schemas"]["PropertyImage"];
            profilePhoto: string;
        };
        Property: {
            agent: {
                publicId: string;
            };
            /** @description The agency's own id for the listing (a CSV import's AgentReference, a RESO source's ListingKey); one listing per agent and reference */
            agentReference: string | null;
            altitude: number | null;
            archived: boolean;
            area: number | null;
            /** @enum {string} */
            areaType: "HECTARE" | "SQUARE_FEET" | "SQUARE_METRES" | "ACRES";
            /** @description Datetime; shown as the year */
            built: string | null;
            /** @enum {string} */
            category: "RENT" | "SALE" | "QUICK_RENT";
            /** @description Per-site reference people can read aloud */
            code: string;
            completion: number;
            createdAt: string;
            currency: string;
            defaultCurrency: {
                code: string;
            };
            description: string;
            displayMap: boolean;
            features: components["schemas"]["PropertyFeature"][];
            /** @description Images grouped by location (GENERAL, BEDROOM, ...) */
            images: {
                [key: string]: components["schemas"]["PropertyImageRef"][];
            };
            /** @description The language title, description and metaTags are in: the reader's when the listing has a translation in it, else originalLanguage */
            language: string;
            latitude: number;
            /** @enum {string} */
            listingCategory: "FEATURED" | "STANDARD";
            location: {
                /** @description As the site wrote it, in every language */
                city: string;
                /** @description In the reader's language on the public reads (the name it gives the country) */
                country: string;
                /** @description As the site wrote it, in every language */
                suburb: string;
            };
            longitude: number;
            /** @description Comma-separated keywords */
            metaTags: string;
            /** @description Internal name */
            name: string;
            /** @description The language the listing was written in (the site's default at creation) */
            originalLanguage: string;
            price: number | null;
            /** @enum {string} */
            priceType: "TOTAL" | "UNIT";
            profilePhoto: string | null;
            publicId: string;
            /** @enum {string} */
            published: "REVIEW" | "APPROVED";
            /** @description When its agent sent the listing for review (POST /properties/ids/{id}/ready); null while it is being filled in, once approved, and once sent back */
            readyForReviewAt: string | null;
            /** @description Set when a moderator sent the listing back; cleared when its agent sends it for review again */
            rejectionReason: string | null;
            serviceCharge: number;
            serviced: boolean;
            /**
             * @description Where the listing came from: typed in the dashboard, a CSV import, a RESO feed
             * @enum {string}
             */
            source: "dashboard" | "csv" | "reso";
            /** @description Public id of the suburb */
            suburb: string;
            /** @description Public title */
            title: string;
            /** @description The listing's video or virtual tour (YouTube, Vimeo, Matterport or Kuula), as the provider's plain address; the listing page frames it only when a visitor asks */
            tourUrl: string | null;
            /** @description Public id of the property type */
            typeId: string;
            updatedAt: string;
            vatable: boolean;
            views: number;
        };
        PropertyCursorPage: {
            content: components["schemas"]["Property"][];
            /** @description Send as after for the next page; null when this page is not full (the last one) */
            nextCursor: string | null;
            page: number;
            size: number;
            /** @description True when more than 1000 listings match: they are counted no further, totalElements is then a lower bound (the limit, or the rows up to this page when deeper) and totalPages follows it; a full page means another may follow */
            totalCapped: boolean;
            totalElements: number;
            totalPages: number;
        };
        PropertyDeleted: {
            /** @enum {string} */
            message: "Property deleted";
            publicId: string;
        };
        PropertyFeature: {
            /** @description The agent's note for this listing, or without one the catalogue's description in the reader's language where the site has it */
            description: string;
            /** @description The feature's name in the reader's language, e.g. Bedroom, Chambre; the code as words (DINING_ROOM: Dining room) where the site has no words in that language */
            label: string;
            /** @description INTERNAL or EXTERNAL */
            location: string;
            /** @description The feature's code, the same in every language, e.g. BEDROOM */
            name: string;
            /** @description The agent's own note for this listing; empty when there is none */
            note: string;
            /** @description The catalogue feature */
            publicId: string;
            quantity: number;
        };
        PropertyFeatureList: components["schemas"]["PropertyFeature"][];
        /**
         * @example {
         *       "bulk": [
         *         {
         *           "featureId": "f2BdR7kQ9xMv4NpL",
         *           "quantity": 2,
         *           "description": "The main bedroom is en suite"
         *         },
         *         {
         *           "featureId": "g6Gn3tW8qZk1RbYs",
         *           "quantity": 1
         *         },
         *         {
         *           "featureId": "b9Wq4LmT2vXc7KdN"
         *         }
         *       ]
         *     }
         */
        PropertyFeaturesCreateInput: {
            bulk: {
                description?: string;
                /** @description Public id of a catalogue feature */
                featureId: string;
                /** @default 1 */
                quantity: number;
            }[];
        };
        PropertyImage: {
            /** @description The original, re-encoded without metadata. On a site that marks its photos (its watermark), a listing or unit photo's original goes to the listing's agent and the site's staff only: anyone else gets the marked full-size variant here. */
            fileDownloadUri: string;
            location: components["schemas"]["ImageLocation"];
            /** @description Generated by the server; used to delete the image */
            name: string;
            /** @description True for the listing's profile photo */
            profile: boolean;
            /** @description WebP copies: thumbnail 320x200, card 800x500 (both 8:5 crops), full up to 1920 */
            variants: {
                [key: string]: string;
            };
        };
        PropertyImageRef: {
            fileDownloadUri: string;
            name: string;
            /** @description Its place in the listing's gallery across every room, from 1 */
            order: number;
            /** @description Size name to download address */
            variants: {
                [key: string]: string;
            };
        };
        PropertyImages: {
            /** @description Images grouped by location, each location's in gallery order; empty locations are left out */
            images: {
                [key: string]: components["schemas"]["PropertyImage"][];
            };
            /** @description The locations this listing offers */
            locations: components["schemas"]["ImageLocation"][];
            /** @description Every image's name in the listing's gallery order, first to last */
            order: string[];
            profilePhoto: string | null;
            propertyId: string;
        };
        PropertyMapPoints: {
            points: {
                /** @enum {string} */
                category: "RENT" | "SALE" | "QUICK_RENT";
                currency: string;
                /** @description The listing's public id */
                id: string;
                latitude: number;
                longitude: number;
                price: number | null;
            }[];
            /** @description How many live listings match, points cut or not; counted up to 10000 (see totalCapped) */
            total: number;
            /** @description True when more than 10000 listings match: total is then that lower bound */
            totalCapped: boolean;
            /** @description True when more listings match than the points sent (the newest are sent) */
            truncated: boolean;
        };
        PropertyPage: {
            content: components["schemas"]["Property"][];
            page: number;
            size: number;
            /** @description True when more than 1000 listings match: they are counted no further, totalElements is then a lower bound (the limit, or the rows up to this page when deeper) and totalPages follows it; a full page means another may follow */
            totalCapped: boolean;
            totalElements: number;
            totalPages: number;
        };
        /**
         * @default {}
         * @example {
         *       "title": "cottage",
         *       "types": [
         *         "T5hR8mQ2zWc6NvLp"
         *       ],
         *       "category": "RENT",
         *       "suburbs": [
         *         "a7VdN4qP9sXe2LwK"
         *       ],
         *       "features": [
         *         "g6Gn3tW8qZk1RbYs"
         *       ],
         *       "minBedrooms": 2,
         *       "maxPrice": 800,
         *       "currency": "USD"
         *     }
         */
        PropertySearch: {
            /** @description Ignored for agents: always their own */
            agentCode?: string;
            /** @description Agents and moderators only */
            archived?: boolean;
            /** @description A polygon to search in: its corners as [longitude, latitude] pairs in drawing order, not closed; 3 to 200 corners, edges that do not cross, on one side of the 180th meridian. A listing on the border is in. */
            area?: (number)[][];
            /** @enum {string} */
            category?: "RENT" | "SALE" | "QUICK_RENT" | "ANY";
            cities?: string[];
            code?: string;
            currency?: string;
            /** @description Catalogue feature public ids the listing must have */
            features?: string[];
            maxPrice?: number;
            minBathrooms?: number;
            minBedrooms?: number;
            minPrice?: number;
            /**
             * @description Agents and moderators only; the public always gets APPROVED
             * @enum {string}
             */
            published?: "REVIEW" | "APPROVED" | "ANY";
            suburbs?: string[];
            /** @description Words of the title, name or code */
            title?: string;
            /** @description Property type public ids; a parent includes its children */
            types?: string[];
        };
        /**
         * @default {}
         * @example {
         *       "title": "cottage",
         *       "types": [
         *         "T5hR8mQ2zWc6NvLp"
         *       ],
         *       "category": "RENT",
         *       "suburbs": [
         *         "a7VdN4qP9sXe2LwK"
         *       ],
         *       "features": [
         *         "g6Gn3tW8qZk1RbYs"
         *       ],
         *       "minBedrooms": 2,
         *       "maxPrice": 800,
         *       "currency": "USD"
         *     }
         */
        PropertySearchInput: {
            /** @description Ignored for agents: always their own */
            agentCode?: string;
            /** @description Agents and moderators only */
            archived?: boolean;
            /** @description A polygon to search in: its corners as [longitude, latitude] pairs in drawing order, not closed; 3 to 200 corners, edges that do not cross, on one side of the 180th meridian. A listing on the border is in. */
            area?: (number)[][];
            /** @enum {string} */
            category?: "RENT" | "SALE" | "QUICK_RENT" | "ANY";
            cities?: string[];
            code?: string;
            currency?: string;
            /** @description Catalogue feature public ids the listing must have */
            features?: string[];
            maxPrice?: number;
            minBathrooms?: number;
            minBedrooms?: number;
            minPrice?: number;
            /**
             * @description Agents and moderators only; the public always gets APPROVED
             * @enum {string}
             */
            published?: "REVIEW" | "APPROVED" | "ANY";
            suburbs?: string[];
            /** @description Words of the title, name or code */
            title?: string;
            /** @description Property type public ids; a parent includes its children */
            types?: string[];
        };
        PropertyType: {
            child: boolean;
            children: {
                /** @enum {boolean} */
                child: true;
                children: unknown[];
                features: components["schemas"]["CatalogueFeature"][];
                /** @description The type's name in the reader's language where it has one, else as the site wrote it */
                name: string;
                publicId: string;
            }[];
            features: components["schemas"]["CatalogueFeature"][];
            /** @description The type's name in the reader's language where it has one, else as the site wrote it */
            name: string;
            publicId: string;
        };
        /**
         * @example {
         *       "reason": "The photos show another house: please add photos of this cottage and its garden."
         *     }
         */
        RejectPropertyInput: {
            reason: string;
        };
        ResoAnswer: {
            "@odata.context": string;
            "@odata.count"?: number;
            /** @description The next page, while records remain */
            "@odata.nextLink"?: string;
            value?: {
                [key: string]: unknown;
            }[];
        } & {
            [key: string]: unknown;
        };
        ResoMappingEntries: {
            entries: {
                agentId: string;
                /** @enum {string} */
                kind: "Member" | "Office";
                remoteKey: string;
            }[];
        };
        /**
         * @example {
         *       "entries": [
         *         {
         *           "kind": "Member",
         *           "remoteKey": "X7fQ2",
         *           "agentId": "a1B2c3D4"
         *         }
         *       ]
         *     }
         */
        ResoMappingInput: {
            entries: {
                /** @description The site's agent (account public id) */
                agentId: string;
                /** @enum {string} */
                kind: "Member" | "Office";
                remoteKey: string;
            }[];
        };
        ResoRemoteAgents: {
            members: {
                /** @description The site's agent (account public id) the remote's listings go to; null: unmapped */
                agentId: string | null;
                /** @description MemberKey */
                key: string;
                /** @description MemberFullName */
                name: string | null;
                officeKey: string | null;
            }[];
            offices: {
                /** @description The site's agent (account public id) the remote's listings go to; null: unmapped */
                agentId: string | null;
                /** @description OfficeKey */
                key: string;
                /** @description OfficeName */
                name: string | null;
            }[];
        };
        ResoRun: {
            archived: number;
            created: number;
            /** @description Why the run stopped (the remote refused, failed, ...) */
            error: string | null;
            failed: number;
            finishedAt: string | null;
            publicId: string;
            skipped: number;
            startedAt: string;
            /** @enum {string} */
            status: "running" | "finished" | "failed";
            unchanged: number;
            updated: number;
        };
        ResoRunDetail: {
            items: {
                listingKey: string;
                listingPublicId: string | null;
                /** @enum {string} */
                outcome: "created" | "updated" | "unchanged" | "archived" | "skipped" | "failed";
                reasons: string[];
            }[];
            run: components["schemas"]["ResoRun"];
        };
        ResoRunRequested: {
            source: components["schemas"]["ResoSource"];
        };
        ResoRuns: {
            /** @description The last 50, newest first */
            items: components["schemas"]["ResoRun"][];
        };
        ResoServiceDocument: {
            "@odata.context": string;
            value: {
                /** @enum {string} */
                kind: "EntitySet";
                name: string;
                url: string;
            }[];
        };
        ResoSource: {
            clientId: string;
            createdAt: string;
            /** @description The last remote listing processed; null before the first record */
            cursor: {
                listingKey: string | null;
                /** @description ISO date-time */
                modificationTimestamp: string;
            } | null;
            everyMinutes: number;
            /** @description Why the last run failed; null when it didn't */
            lastError: string | null;
            /** @description ISO date-time of the end of the last run */
            lastRunAt: string | null;
            /** @description Remote listings this source brought in */
            listingsCount: number;
            name: string;
            publicId: string;
            /** @description A server process is running it now */
            running: boolean;
            /** @description A run was asked for and has not started */
            runRequested: boolean;
            serviceRoot: string;
            /** @enum {string} */
            status: "active" | "paused";
            tokenUrl: string;
        };
        /**
         * @example {
         *       "status": "paused"
         *     }
         */
        ResoSourceChangesInput: {
            clientId?: string;
            /** @description Write-only: stored encrypted and never answered */
            clientSecret?: string;
            /** @description Minutes between two runs; default 15 */
            everyMinutes?: number;
            name?: string;
            /** @description The OData service root, e.g. https://feed.example.com/demo/reso/odata (Property, Media, EntityEvent below it) */
            serviceRoot?: string;
            /**
             * @description Paused: no scheduled run (a run asked for still runs)
             * @enum {string}
             */
            status?: "active" | "paused";
            /** @description The OAuth2 token endpoint (client credentials) */
            tokenUrl?: string;
        };
        /**
         * @example {
         *       "name": "Harare Homes MLS",
         *       "serviceRoot": "https://feed.example.com/demo/reso/odata",
         *       "tokenUrl": "https://feed.example.com/demo/reso/token",
         *       "clientId": "Vq3kT9mW2xLp7RvB8nQ2vLx5",
         *       "clientSecret": "kZ0n...",
         *       "everyMinutes": 15
         *     }
         */
        ResoSourceFieldsInput: {
            clientId: string;
            /** @description Write-only: stored encrypted and never answered */
            clientSecret: string;
            /** @description Minutes between two runs; default 15 */
            everyMinutes?: number;
            name: string;
            /** @description The OData service root, e.g. https://feed.example.com/demo/reso/odata (Property, Media, EntityEvent below it) */
            serviceRoot: string;
            /**
             * @description Paused: no scheduled run (a run asked for still runs)
             * @enum {string}
             */
            status?: "active" | "paused";
            /** @description The OAuth2 token endpoint (client credentials) */
            tokenUrl: string;
        };
        ResoSources: {
            items: components["schemas"]["ResoSource"][];
        };
        ResoSourceTest: {
            /** @description $count of each resource; null when the server has not it */
            counts: {
                Member: number | null;
                Office: number | null;
                Property: number | null;
            };
            /** @description $metadata's entity types */
            entityTypes: string[];
            /** @description The service document's entity sets */
            resources: string[];
        };
        ReversePlace: {
            city: {
                name: string;
                publicId: string;
            };
            country: {
                name: string;
                publicId: string;
            };
            /** @example Avondale, Harare, Zimbabwe */
            display_name: string;
            /** @description From the point to the suburb, in km (to 0.01 km) */
            distance: number;
            /** @description The nearest suburb's latitude */
            lat: number;
            /** @description The nearest suburb's longitude */
            lon: number;
            /** @description The nearest suburb's name */
            name: string;
            suburb: {
                name: string;
                publicId: string;
            };
        };
        ReviewQueueItem: {
            agent: {
                publicId: string;
            };
            /** @description The agency's own id for the listing (a CSV import's AgentReference, a RESO source's ListingKey); one listing per agent and reference */
            agentReference: string | null;
            altitude: number | null;
            archived: boolean;
            area: number | null;
            /** @enum {string} */
            areaType: "HECTARE" | "SQUARE_FEET" | "SQUARE_METRES" | "ACRES";
            /** @description Datetime; shown as the year */
            built: string | null;
            /** @enum {string} */
            category: "RENT" | "SALE" | "QUICK_RENT";
            /** @description Per-site reference people can read aloud */
            code: string;
            completion: number;
            createdAt: string;
            currency: string;
            defaultCurrency: {
                code: string;
            };
            description: string;
            displayMap: boolean;
            features: components["schemas"]["PropertyFeature"][];
            /** @description Images grouped by location (GENERAL, BEDROOM, ...) */
            images: {
                [key: string]: components["schemas"]["PropertyImageRef"][];
            };
            /** @description The language title, description and metaTags are in: the reader's when the listing has a translation in it, else originalLanguage */
            language: string;
            latitude: number;
            /** @enum {string} */
            listingCategory: "FEATURED" | "STANDARD";
            location: {
                /** @description As the site wrote it, in every language */
                city: string;
                /** @description In the reader's language on the public reads (the name it gives the country) */
                country: string;
                /** @description As the site wrote it, in every language */
                suburb: string;
            };
            longitude: number;
            /** @description Comma-separated keywords */
            metaTags: string;
            /** @description Internal name */
            name: string;
            /** @description The language the listing was written in (the site's default at creation) */
            originalLanguage: string;
            price: number | null;
            /** @enum {string} */
            priceType: "TOTAL" | "UNIT";
            profilePhoto: string | null;
            publicId: string;
            /** @enum {string} */
            published: "REVIEW" | "APPROVED";
            /** @description When its agent sent the listing for review (POST /properties/ids/{id}/ready); null while it is being filled in, once approved, and once sent back */
            readyForReviewAt: string | null;
            /** @description Set when a moderator sent the listing back; cleared when its agent sends it for review again */
            rejectionReason: string | null;
            review: {
                /** @description A moderator has verified the listing's agency (the agent's profile) */
                agencyVerified: boolean;
                /** @description The agency's name, else the agent's name or email */
                agentName: string;
                /** @description CONTACT_DETAILS: a phone number or email in the title, description or keywords; FEW_PHOTOS: fewer than 3 photos; PRICE_OUTLIER: the price is under half or over twice the median of at least 3 live listings of the same type, category, suburb, currency and price type; POSSIBLE_DUPLICATE: another listing of the site may be the same home (the same photo, spot or agent reference: GET /properties/ids/{id}/duplicates shows them side by side) */
                flags: ("CONTACT_DETAILS" | "FEW_PHOTOS" | "PRICE_OUTLIER" | "POSSIBLE_DUPLICATE")[];
                /** @description Its agent sent it for review (readyForReviewAt); false: being filled in */
                ready: boolean;
                /** @description When its agent sent it for review, else its last change (updatedAt) */
                waitingSince: string;
            };
            serviceCharge: number;
            serviced: boolean;
            /**
             * @description Where the listing came from: typed in the dashboard, a CSV import, a RESO feed
             * @enum {string}
             */
            source: "dashboard" | "csv" | "reso";
            /** @description Public id of the suburb */
            suburb: string;
            /** @description Public title */
            title: string;
            /** @description The listing's video or virtual tour (YouTube, Vimeo, Matterport or Kuula), as the provider's plain address; the listing page frames it only when a visitor asks */
            tourUrl: string | null;
            /** @description Public id of the property type */
            typeId: string;
            updatedAt: string;
            vatable: boolean;
            views: number;
        };
        ReviewQueuePage: {
            content: components["schemas"]["ReviewQueueItem"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        SavedSearch: {
            /** @description False while a visitor’s address awaits confirmation */
            confirmed: boolean;
            /** @description ISO date-time */
            createdAt: string;
            filters: components["schemas"]["PropertySearch"];
            /**
             * @description instant: within a minute of a new listing; daily and weekly: at 08:00 in the site’s time zone; paused: none
             * @enum {string}
             */
            frequency: "instant" | "daily" | "weekly" | "paused";
            /** @description The public id */
            id: string;
            /** @description ISO date-time of the last alert; null if none */
            lastAlertAt: string | null;
            /** @description ISO date-time its owner last ran it */
            lastSeenAt: string;
            name: string;
            /** @description Live listings matching it that came on the site since lastSeenAt */
            newMatches: number;
            /** @description The site home’s address query, to open the search again */
            query: string;
            /** @enum {string} */
            sort: "newest" | "price-asc" | "price-desc";
        };
        /**
         * @example {
         *       "name": "Gardens near school",
         *       "frequency": "weekly"
         *     }
         */
        SavedSearchChangesInput: {
            /**
             * @description instant: within a minute of a new listing; daily and weekly: at 08:00 in the site’s time zone; paused: none
             * @enum {string}
             */
            frequency?: "instant" | "daily" | "weekly" | "paused";
            name?: string;
        };
        /**
         * @example {
         *       "token": "k3JzX0y1Qm9iS2VyLXRva2VuLWV4YW1wbGU"
         *     }
         */
        SavedSearchConfirmationInput: {
            /** @description The token of the confirmation link */
            token: string;
        };
        SavedSearchConfirmationSent: {
            /** @enum {string} */
            status: "confirmation-sent";
        };
        /**
         * @example {
         *       "name": "Gardens in Avondale",
         *       "frequency": "daily",
         *       "query": "suburbs=avondale&beds=2",
         *       "filters": {
         *         "minBedrooms": 2,
         *         "category": "RENT"
         *       },
         *       "sort": "newest",
         *       "email": "ann@example.com"
         *     }
         */
        SavedSearchFieldsInput: {
            /** @description Required without a session (where alerts go); ignored when signed in */
            email?: string;
            filters?: components["schemas"]["PropertySearchInput"];
            /**
             * @description instant: within a minute of a new listing; daily and weekly: at 08:00 in the site’s time zone; paused: none
             * @enum {string}
             */
            frequency: "instant" | "daily" | "weekly" | "paused";
            name: string;
            /**
             * @description The site home’s address query string
             * @default
             */
            query: string;
            /**
             * @default newest
             * @enum {string}
             */
            sort: "newest" | "price-asc" | "price-desc";
        };
        /**
         * @example {
         *       "frequency": "paused"
         *     }
         */
        SavedSearchLinkChangesInput: {
            /**
             * @description instant: within a minute of a new listing; daily and weekly: at 08:00 in the site’s time zone; paused: none
             * @enum {string}
             */
            frequency: "instant" | "daily" | "weekly" | "paused";
        };
        SavedSearchList: {
            /** @description Newest first */
            content: components["schemas"]["SavedSearch"][];
        };
        SavedSearchName: {
            name: string;
        };
        /**
         * @example {
         *       "updatedAt": "2026-11-26T14:02:11.123Z"
         *     }
         */
        SendForReviewInput: {
            /**
             * Format: date-time
             * @description The listing's updatedAt as the agent last saw it: when it has changed since (a moderator decided, or another tab saved), the request is refused with 409
             */
            updatedAt: string;
        };
        Session: {
            /** @description ISO 3166-1 code of the country of its last address; null when not known */
            country: string | null;
            /** @description The session of the caller's own token */
            current: boolean;
            device: {
                /** @description Browser and major version, from the User-Agent */
                browser: string | null;
                /** @description Operating system, from the User-Agent */
                os: string | null;
                /** @enum {string} */
                type: "desktop" | "mobile" | "tablet" | "tv" | "bot" | "unknown";
            };
            /** @description The session (its refresh token family) */
            id: string;
            /**
             * Format: date-time
             * @description Its last refresh, or its sign-in before any
             */
            lastSeenAt: string;
            /** Format: date-time */
            signedInAt: string;
        };
        SessionsEnded: {
            /** @description How many sessions ended */
            ended: number;
        };
        Site: {
            defaultCurrency: string;
            /**
             * @description The language of a visitor none of whose browser's languages is offered; one of languages
             * @enum {string}
             */
            defaultLanguage: "en" | "fr" | "ar";
            /** @description The languages the site offers visitors and accounts, in the order it lists them */
            languages: ("en" | "fr" | "ar")[];
            name: string;
            slug: string;
            /** @description IANA time zone name, e.g. Africa/Harare: event times are shown in the site's zone */
            timeZone: string;
        };
        SiteAddress: {
            city: string;
            country: string;
            email: string | null;
            /** @description What the office is called, e.g. Head office */
            label: string;
            latitude: number | null;
            longitude: number | null;
            phone: string | null;
            /** @description Lower comes first */
            position: number;
            publicId: string;
            street: string;
        };
        /**
         * @example {
         *       "label": "Head office",
         *       "street": "12 King George Road, Avondale",
         *       "city": "Harare",
         *       "country": "Zimbabwe",
         *       "phone": "+263 24 270 1234",
         *       "email": "hello@propdesk.example",
         *       "latitude": -17.7991,
         *       "longitude": 31.0365,
         *       "position": 0
         *     }
         */
        SiteAddressFieldsInput: {
            city: string;
            country: string;
            /** Format: email */
            email?: string | null;
            label: string;
            latitude?: number | null;
            longitude?: number | null;
            phone?: (string | "") | null;
            /**
             * @description Lower comes first; ties go by creation
             * @default 0
             */
            position: number;
            street: string;
        };
        SiteAddressPage: {
            content: components["schemas"]["SiteAddress"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /**
         * @example {
         *       "name": "Propdesk Harare",
         *       "defaultCurrency": "USD"
         *     }
         */
        SiteDetailsFieldsInput: {
            /** @description ISO code; one of the currencies of the site's countries (GET /api/v2/countries) */
            defaultCurrency: string;
            name: string;
        };
        /**
         * @example {
         *       "defaultLanguage": "fr",
         *       "languages": [
         *         "fr",
         *         "en",
         *         "ar"
         *       ]
         *     }
         */
        SiteLanguagesFieldsInput: {
            /**
             * @description What a visitor gets when none of their browser's languages is offered
             * @enum {string}
             */
            defaultLanguage: "en" | "fr" | "ar";
            /** @description The languages visitors and accounts may choose; the order is kept */
            languages: ("en" | "fr" | "ar")[];
        };
        /**
         * @example {
         *       "publicId": "Rk4mT8qW2zLp9VxN",
         *       "code": "AG-7KQ2MX",
         *       "name": "Msasa Park Homes",
         *       "contactName": "Rudo Chikwanha",
         *       "email": "rudo.chikwanha@example.com",
         *       "telephone": "+263 77 234 5678",
         *       "image_url": null,
         *       "verified": false,
         *       "listingsCount": 4,
         *       "liveCount": 3,
         *       "joinedAt": "2026-11-20T08:15:00.000Z"
         *     }
         */
        StaffAgent: {
            code: string;
            /** @description The contact person's first and last name */
            contactName: string;
            email: string;
            /** @description Agency logo */
            image_url: string | null;
            /**
             * Format: date-time
             * @description When the account was created
             */
            joinedAt: string;
            /** @description Every listing the agent has, archived included */
            listingsCount: number;
            /** @description Approved listings that are not archived */
            liveCount: number;
            /** @description Agency name */
            name: string;
            publicId: string;
            telephone: string | null;
            verified: boolean;
        };
        SuburbDetail: {
            city: {
                name: string;
                publicId: string;
            };
            country: {
                name: string;
                publicId: string;
            };
            latitude: number;
            longitude: number;
            name: string;
            publicId: string;
        };
        Tag: {
            /** @description How many live listings of the site use the keyword */
            count: number;
            /** @example borehole */
            name: string;
        };
        TokenPair: {
            /** @description Single use: each refresh returns a new one */
            refreshToken: string;
            /** @description Access token (JWT, HS256): sub, agentId or customerId, roles, tenant, exp */
            token: string;
        };
        /**
         * @example {
         *       "name": "Tariro Moyo",
         *       "email": "tariro@example.com",
         *       "phone": "+263 77 123 4567",
         *       "times": [
         *         "2026-12-04T08:00:00+00:00",
         *         "2026-12-05T13:00:00+00:00"
         *       ],
         *       "message": "Weekday mornings suit me best.",
         *       "website": ""
         *     }
         */
        TourFieldsInput: {
            email: string;
            message?: string | null;
            name: string;
            phone: string;
            /** @description Preferred times, earliest wish first */
            times: string[];
            /** @description Leave empty: a trap for robots, hidden from people */
            website?: string;
        };
        Unit: {
            /** @description Square metres; null when unknown */
            area: number | null;
            available: boolean;
            createdAt: string;
            /** @description The listing's currency code, e.g. USD */
            currency: string;
            /** @description Deposit, in currency; 0 when none */
            deposit: number;
            description: string;
            furnished: boolean;
            /** @description Oldest first */
            images: components["schemas"]["UnitImage"][];
            /** @description The listing's public id */
            propertyId: string;
            publicId: string;
            /** @description Rent per period, in currency; 0 when none */
            rentalPrice: number;
            /** @description Rent-to-own price, in currency; 0 when none */
            rentToOwnPrice: number;
            /** @description Sale price, in currency; 0 when none */
            salePrice: number;
            /** @description Service charge, in currency; 0 when none */
            serviceCharge: number;
            title: string;
            updatedAt: string;
        };
        UnitDeleted: {
            /** @enum {string} */
            message: "Unit deleted";
            publicId: string;
        };
        /**
         * @example {
         *       "title": "Flat 2B",
         *       "area": 84.5,
         *       "available": true,
         *       "furnished": false,
         *       "description": "Two bedrooms, north facing, with a balcony over the garden.",
         *       "deposit": 1200,
         *       "rentalPrice": 600,
         *       "rentToOwnPrice": 750,
         *       "serviceCharge": 45,
         *       "salePrice": 0
         *     }
         */
        UnitFieldsInput: {
            /** @description Square metres; null or left out when unknown */
            area?: number | null;
            /**
             * @description Default true
             * @default true
             */
            available: boolean;
            /**
             * @description Default 0
             * @default 0
             */
            deposit: number;
            /**
             * @description Plain text; no phone number or e-mail
             * @default
             */
            description: string;
            /**
             * @description Default false
             * @default false
             */
            furnished: boolean;
            /**
             * @description Default 0
             * @default 0
             */
            rentalPrice: number;
            /**
             * @description Default 0
             * @default 0
             */
            rentToOwnPrice: number;
            /**
             * @description Default 0
             * @default 0
             */
            salePrice: number;
            /**
             * @description Default 0
             * @default 0
             */
            serviceCharge: number;
            title: string;
        };
        UnitImage: {
            /** @description The original, re-encoded without metadata. On a site that marks its photos (its watermark), a listing or unit photo's original goes to the listing's agent and the site's staff only: anyone else gets the marked full-size variant here. */
            fileDownloadUri: string;
            /** @description Generated by the server; used to delete the image */
            name: string;
            /** @description WebP copies: thumbnail 320x200, card 800x500 (both 8:5 crops), full up to 1920 */
            variants: {
                card: string;
                full: string;
                thumbnail: string;
            };
        };
        UnitPage: {
            content: components["schemas"]["Unit"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /**
         * @example {
         *       "name": "Sunrise Realty",
         *       "firstName": "Tariro",
         *       "lastName": "Moyo",
         *       "telephone": "+263 77 123 4567",
         *       "whatsapp": "+263 77 123 4567",
         *       "description": "Family-run agency selling and letting homes across Harare since 2009.",
         *       "location": {
         *         "country": "k3Zt9QmW2xLp7RvB",
         *         "city": "H8nQ2vLx5KcT1mZr",
         *         "suburb": "a7VdN4qP9sXe2LwK"
         *       }
         *     }
         */
        UpdateAgentInput: {
            description?: string;
            firstName?: string;
            lastName?: string;
            /** @description Public ids of the country, city and suburb */
            location?: {
                city?: string | null;
                country?: string | null;
                suburb?: string | null;
            };
            name?: string;
            telephone?: string | null;
            /** @description Refused: set by POST /api/v2/moderation/agents/ids/{id}/verification */
            verified?: unknown;
            whatsapp?: string | null;
        };
        /**
         * @example {
         *       "firstName": "Chipo",
         *       "lastName": "Ndlovu",
         *       "otherNames": "Rutendo",
         *       "mobile": "+263 71 555 0101",
         *       "telephone": "+263 242 301 455"
         *     }
         */
        UpdateCustomerInput: {
            /** @description Read-only: ignored */
            email?: string;
            firstName: string;
            lastName: string;
            mobile: string;
            /** @default  */
            otherNames: string;
            telephone?: string | null;
        };
        /**
         * @example {
         *       "price": 700,
         *       "currency": "USD",
         *       "serviced": true,
         *       "serviceCharge": 40
         *     }
         */
        UpdatePropertyInput: {
            altitude?: number | null;
            /** @description Default false */
            archived?: boolean;
            area?: number | null;
            /**
             * @description Default HECTARE
             * @enum {string}
             */
            areaType?: "HECTARE" | "SQUARE_FEET" | "SQUARE_METRES" | "ACRES";
            built?: (string) | null;
            /** @enum {string} */
            category?: "RENT" | "SALE" | "QUICK_RENT";
            currency?: string;
            description?: string;
            /** @description Default false */
            displayMap?: boolean;
            latitude?: number;
            /**
             * @description Default FEATURED
             * @enum {string}
             */
            listingCategory?: "FEATURED" | "STANDARD";
            longitude?: number;
            metaTags?: string | string[];
            name?: string;
            price?: number | null;
            /** @enum {string} */
            priceType?: "TOTAL" | "UNIT";
            /**
             * @description Read-only for agents: sending a value other than the current one is refused
             * @enum {string}
             */
            published?: "REVIEW" | "APPROVED";
            /** @description Default 0; only when serviced */
            serviceCharge?: number;
            /** @description Default false */
            serviced?: boolean;
            suburb?: string;
            /** @description Defaults to the name when empty */
            title?: string;
            /** @description A YouTube or Vimeo video, or a Matterport or Kuula tour; empty or null for none */
            tourUrl?: string | null;
            typeId?: string;
            /** @description Default false */
            vatable?: boolean;
        };
        UploadedImages: {
            images: components["schemas"]["PropertyImage"][];
        };
        User: {
            /** @description Agent code (agents only) */
            code: string | null;
            /**
             * @description The language to use for them: their choice while the site offers it, else the site's default language
             * @enum {string}
             */
            effectiveLanguage: "en" | "fr" | "ar";
            email: string;
            /** @description Whether the owner has confirmed the address with the link mailed to it */
            emailConfirmed: boolean;
            firstName: string;
            image_url: string | null;
            isAgent: boolean;
            /**
             * @description The language the person chose, kept even when the site stops offering it; null when they have not chosen
             * @enum {string|null}
             */
            language: "en" | "fr" | "ar" | null;
            lastName: string;
            location: components["schemas"]["UserLocation"];
            /** @description Agency name for agents, full name otherwise */
            name: string;
            publicId: string;
            roles: string[];
        };
        UserLocation: {
            city: {
                name: string;
                publicId: string;
            } | null;
            country: {
                currencies: {
                    code: string;
                }[];
                name: string;
                publicId: string;
            } | null;
            suburb: {
                name: string;
                publicId: string;
            } | null;
        };
        /**
         * @example {
         *       "status": "CONFIRMED",
         *       "date": "2026-12-04T08:00:00+00:00",
         *       "message": "See you at the gate."
         *     }
         */
        ViewingDecisionFieldsInput: {
            /**
             * Format: date-time
             * @description The agreed time; required to confirm
             */
            date?: string;
            /** @description A note emailed with the decision */
            message?: string | null;
            /** @enum {string} */
            status: "CONFIRMED" | "DECLINED" | "DONE";
        };
        Watermark: {
            /** @enum {string} */
            mode: "OFF" | "TEXT";
            opacity: number;
            /** @enum {string} */
            position: "TOP_LEFT" | "TOP_RIGHT" | "CENTER" | "BOTTOM_LEFT" | "BOTTOM_RIGHT";
            /** @description The re-render of the photos that follows a change of mark */
            rerender: {
                /** @description Photos drawn with the current setting (failures included) */
                done: number;
                /** @description Photos whose original could not be read: they keep their earlier variants */
                failed: number;
                /** Format: date-time */
                finishedAt: string | null;
                /** Format: date-time */
                startedAt: string | null;
                /**
                 * @description IDLE: the mark never changed; RUNNING: the photos are being drawn again; FINISHED
                 * @enum {string}
                 */
                status: "IDLE" | "RUNNING" | "FINISHED";
                /** @description The site's listing and unit photos */
                total: number;
            };
            size: number;
            text: string;
        };
        /**
         * @example {
         *       "mode": "TEXT",
         *       "text": "Propdesk Harare",
         *       "position": "BOTTOM_RIGHT",
         *       "opacity": 60,
         *       "size": 5
         *     }
         */
        WatermarkFieldsInput: {
            /**
             * @description OFF or TEXT
             * @enum {string}
             */
            mode: "OFF" | "TEXT";
            /** @description Percent: 10 is faint, 100 solid */
            opacity: number;
            /**
             * @description A corner or the centre of the photo
             * @enum {string}
             */
            position: "TOP_LEFT" | "TOP_RIGHT" | "CENTER" | "BOTTOM_LEFT" | "BOTTOM_RIGHT";
            /** @description The text's height in percent of the photo's width */
            size: number;
            /** @description The line written on the photos (kept while the mark is off); needed for TEXT */
            text: string;
        };
        /**
         * @example {
         *       "title": "Cottage de deux chambres à louer à Avondale",
         *       "description": "Cottage ensoleillé avec jardin privé, forage et chauffe-eau solaire.",
         *       "metaTags": "jardin,forage,solaire"
         *     }
         */
        WriteListingTranslationInput: {
            /** @description Empty when left out */
            description?: string;
            /** @description Comma-separated keywords; none when left out */
            metaTags?: string | string[];
            title: string;
        };
    };
    responses: never;
    parameters: {
        /**
         * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
         * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getFeedCaller: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The site (tenant slug) */
                tenant: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedCaller"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResoServiceDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The site (tenant slug) */
                tenant: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResoServiceDocument"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ODataError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ODataError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ODataError"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ODataError"];
                };
            };
        };
    };
    listResoRecords: {
        parameters: {
            query?: {
                /** @description true: answer with @odata.count, the number of records the filter keeps */
                $count?: string;
                /** @description Media on Property: each listing with its photos */
                $expand?: string;
                /** @description A condition: eq ne gt ge lt le, in (...), and, or, not(...), now(); e.g. ModificationTimestamp gt 2026-11-01T00:00:00Z and ListPrice le 500000 */
                $filter?: string;
                /** @description json (the default) */
                $format?: string;
                /** @description Fields to order by, each with asc or desc; ties by the key */
                $orderby?: string;
                /** @description The fields to answer with, comma-separated */
                $select?: string;
                /** @description How many records to skip */
                $skip?: string;
                /** @description How many records (at most 200 an answer; more come by @odata.nextLink) */
                $top?: string;
            };
            header?: never;
            path: {
                /** @description A resource (Property, Media, Member, Office, Lookup, EntityEvent), or one record of it by its key: Property('KEY') */
                resource: string;
                /** @description The site (tenant slug) */
                tenant: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResoAnswer"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ODataError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ODataError"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ODataError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ODataError"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ODataError"];
                };
            };
            /** @description Default Response */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ODataError"];
                };
            };
        };
    };
    getResoMetadata: {
        parameters: {
            query?: {
                /** @description application/xml (the default and only format of the metadata) */
                $format?: string;
            };
            header?: never;
            path: {
                /** @description The site (tenant slug) */
                tenant: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The EDMX (OData 4.0 CSDL XML) of the feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ODataError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ODataError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ODataError"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ODataError"];
                };
            };
        };
    };
    createFeedToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The site (tenant slug) */
                tenant: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["FeedTokenRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedToken"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    unsubscribeSavedSearchOneClick: {
        parameters: {
            query: {
                /** @description The signed token of an alert’s link */
                token: string;
            };
            header?: never;
            path: {
                tenant: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ListUnsubscribeOneClickInput"];
            };
        };
        responses: {
            /** @description A sentence saying the alerts stopped */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createProperty: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                agentId: string;
                suburbId: string;
                typeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePropertyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAmenity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmenityDeleted"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAmenity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmenityFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Amenity"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchPropertiesBySentence: {
        parameters: {
            query: {
                /** @description Page size, 20 by default */
                elementPerPage?: number;
                /** @description The reader's language, one the site offers; without it, Accept-Language negotiated against the site's languages. The listing's agent and moderators get the original text unless they send it */
                lang?: "en" | "fr" | "ar";
                page?: number;
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiSearchResult"];
                };
            };
            /** @description Not modified: If-None-Match named this answer's ETag, so the caller holds it already; no body */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAgentInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAgentEvents: {
        parameters: {
            query?: {
                /** @description An event category's public id */
                category?: string;
                /** @description desc: newest start first */
                direction?: "asc" | "desc";
                /** @description Page size, 10 by default, at most 50 */
                elementPerPage?: number;
                /** @description Events that end at or after this instant, or this day's start in the site's time zone */
                from?: string;
                /** @description Ties go by creation */
                key?: "start" | "createdAt" | "name";
                page?: number;
                /** @description Comma-separated statuses, e.g. UPCOMING,ONGOING; every status but CANCELLED when left out */
                status?: string;
                /** @description A suburb's public id */
                suburb?: string;
                /** @description Events that start at or before this instant, or by the end of this day in the site's time zone */
                to?: string;
                type?: "MEETING" | "WORKSHOP" | "EVENT";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadAgentLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The logo: JPEG, PNG or WebP, square, at least 100x100
                     */
                    file: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPropertiesByAgent: {
        parameters: {
            query?: {
                /** @description The reader's language, one the site offers; without it, Accept-Language negotiated against the site's languages. The listing's agent and moderators get the original text unless they send it */
                lang?: "en" | "fr" | "ar";
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyPage"];
                };
            };
            /** @description Not modified: If-None-Match named this answer's ETag, so the caller holds it already; no body */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVerifiedAgents: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: components["schemas"]["Agent"][];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAllArticles: {
        parameters: {
            query?: {
                page?: number;
                /** @description true: published only; false: drafts only; left out: both */
                published?: "true" | "false";
                /** @description Articles per page (12 by default, at most 50) */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticlePage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listArticleCategories: {
        parameters: {
            query?: {
                /** @description The reader's language, one the site offers (400 otherwise); without it, Accept-Language negotiated against the site's languages, else the site's default */
                lang?: "en" | "fr" | "ar";
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleCategoryPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArticleCategory: {
        parameters: {
            query?: {
                /** @description The reader's language, one the site offers (400 otherwise); without it, Accept-Language negotiated against the site's languages, else the site's default */
                lang?: "en" | "fr" | "ar";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleCategory"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createArticle: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteArticleCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article's publicId or its slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadArticleCover: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The article's publicId or its slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WebP (checked by content), at least 800x500, at most 15 MB and 50 megapixels
                     */
                    file: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article's publicId or its slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article's publicId or its slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                action?: string;
                entity?: "property" | "image" | "feature" | "amenity" | "unit" | "moderation" | "agent" | "banner" | "article" | "site" | "office" | "feed_client" | "account";
                from?: string;
                page?: number;
                size?: number;
                to?: string;
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPropertiesByCity: {
        parameters: {
            query?: {
                /** @description The reader's language, one the site offers; without it, Accept-Language negotiated against the site's languages. The listing's agent and moderators get the original text unless they send it */
                lang?: "en" | "fr" | "ar";
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyPage"];
                };
            };
            /** @description Not modified: If-None-Match named this answer's ETag, so the caller holds it already; no body */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSuburbs: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: components["schemas"]["Place"][];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCountries: {
        parameters: {
            query?: {
                /** @description The reader's language, one the site offers (400 otherwise); without it, Accept-Language negotiated against the site's languages, else the site's default */
                lang?: "en" | "fr" | "ar";
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: components["schemas"]["Country"][];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCities: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: components["schemas"]["Place"][];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomerLeads: {
        parameters: {
            query?: {
                /** @description Page size, 20 by default, at most 50 */
                elementPerPage?: number;
                /** @description INQUIRY or VIEWING (comma-separated) */
                kind?: string;
                /** @description From 1 */
                page?: number;
                /** @description Only the leads about this listing (public id) */
                property?: string;
                /** @description Comma-separated statuses, e.g. REQUESTED,CONFIRMED; every status when left out */
                status?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description An event category's public id */
                category?: string;
                /** @description desc: newest start first */
                direction?: "asc" | "desc";
                /** @description Page size, 10 by default, at most 50 */
                elementPerPage?: number;
                /** @description Events that end at or after this instant, or this day's start in the site's time zone */
                from?: string;
                /** @description Ties go by creation */
                key?: "start" | "createdAt" | "name";
                page?: number;
                /** @description Comma-separated statuses, e.g. UPCOMING,ONGOING; every status but CANCELLED when left out */
                status?: string;
                /** @description A suburb's public id */
                suburb?: string;
                /** @description Events that start at or before this instant, or by the end of this day in the site's time zone */
                to?: string;
                type?: "MEETING" | "WORKSHOP" | "EVENT";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEventCategories: {
        parameters: {
            query?: {
                /** @description The reader's language, one the site offers (400 otherwise); without it, Accept-Language negotiated against the site's languages, else the site's default */
                lang?: "en" | "fr" | "ar";
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventCategoryPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEventCategory: {
        parameters: {
            query?: {
                /** @description The reader's language, one the site offers (400 otherwise); without it, Accept-Language negotiated against the site's languages, else the site's default */
                lang?: "en" | "fr" | "ar";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventCategory"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFavourites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Favourites"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addFavourite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The listing's public id */
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeFavourite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The listing's public id */
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFavouriteIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavouriteIds"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addDeviceFavourites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FavouritesMergeInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MergedFavourites"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createFeedClient: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedClientFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedFeedClient"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFeedClients: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedClientsPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeFeedClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedClient"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCallerLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IpLocation"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLeads: {
        parameters: {
            query?: {
                /** @description Page size, 20 by default, at most 50 */
                elementPerPage?: number;
                /** @description INQUIRY or VIEWING (comma-separated) */
                kind?: string;
                /** @description From 1 */
                page?: number;
                /** @description Only the leads about this listing (public id) */
                property?: string;
                /** @description Comma-separated statuses, e.g. REQUESTED,CONFIRMED; every status when left out */
                status?: string;
                /** @description true: only the leads not read since the last activity of the person */
                unread?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelViewing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetail"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetail"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setLeadRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadReadFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendLeadReply: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadReplyFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetail"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setViewingStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ViewingDecisionFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadDetail"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUnreadLeadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadUnreadCount"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listListingImports: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingImportsPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadListingImport: {
        parameters: {
            query?: {
                /** @description Site staff: the agent whose listings these are (an agent imports their own) */
                agentId?: string;
            };
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The CSV file, at most 20 MB
                     */
                    file: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingImport"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getListingImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingImport"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelListingImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingImport"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setListingImportMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListingImportMappingInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingImport"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getListingImportPreview: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingImportPreview"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getListingImportReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report (UTF-8 with BOM, for spreadsheets) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startListingImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListingImportStartInput"];
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingImport"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPlacesByName: {
        parameters: {
            query: {
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: components["schemas"]["NamedPlace"][];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAgentsForStaff: {
        parameters: {
            query?: {
                page?: number;
                /** @description Part of the agency name, the contact's name or the email (any case) */
                q?: string;
                size?: number;
                /** @description Only verified (true) or only unverified (false) agencies; both when left out */
                verified?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: components["schemas"]["StaffAgent"][];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setAgentVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentVerificationInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAgent"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReviewQueue: {
        parameters: {
            query?: {
                /** @description The agent's publicId: only their listings */
                agent?: string;
                page?: number;
                size?: number;
                /** @description PENDING: sent for review by their agent, awaiting a moderator; IN_PROGRESS: being filled in, not sent yet; REJECTED: sent back to the agent; ALL: all three */
                state?: "PENDING" | "IN_PROGRESS" | "REJECTED" | "ALL";
                /** @description A suburb's publicId */
                suburb?: string;
                /** @description A property type's publicId: that type and its subtypes */
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewQueuePage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listListingChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingChanges"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getModerationSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationSummary"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reversePlace: {
        parameters: {
            query: {
                lat: string;
                lon: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReversePlace"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchPlaces: {
        parameters: {
            query: {
                limit?: number;
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoundPlace"][];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOwnErasure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDataErasureView"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteOwnAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EraseOwnAccountInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErased"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportOwnData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A ZIP archive, streamed: personal-data.json (every module’s part, under its name) and the files it lists (photos, logos, banners, imported CSV files). Sent as an attachment named personal-data-<site>-<YYYY-MM-DD>.zip. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchPeople: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleFound"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPersonErasure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDataErasureView"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePersonAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ErasePersonInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErased"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportPersonData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportPersonInput"];
            };
        };
        responses: {
            /** @description A ZIP archive, streamed: personal-data.json (every module’s part, under its name) and the files it lists (photos, logos, banners, imported CSV files). Sent as an attachment named personal-data-<site>-<YYYY-MM-DD>.zip. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listListingsNeedingAttention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingsNeedingAttention"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportListingsNeedingAttention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The listings needing attention as CSV (UTF-8 with a byte order mark): listing, name, title, reasons, views_30_days, leads_30_days, photos. Sent as an attachment named listings-needing-attention-<site>-<YYYY-MM-DD>.csv. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    archiveProperties: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkSelectionInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteProperties: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDeleteInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreProperties: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkSelectionInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportProperties: {
        parameters: {
            query?: {
                /** @description Site staff: the agent (publicId) whose listings to export. An agent may name only their own id. */
                agentId?: string;
                /** @description The listings to export, by publicId, separated by commas (at most 200); without it, every listing of the agent. Each must be one of the exported agent's. */
                ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The listings as CSV (UTF-8 with a byte order mark, for spreadsheets): a header row of the listing CSV columns (docs/listing-csv.md), then one row per listing. Sent as an attachment named listings-<site>-<YYYY-MM-DD>.csv. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getListingDemand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingDemand"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removePropertyFeature: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                featureId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyFeatureList"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPropertyHistory: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createUnit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnitFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPropertySelection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertySearchInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingSelection"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listResoSources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResoSources"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createResoSource: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResoSourceFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResoSource"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResoSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResoSource"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteResoSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateResoSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResoSourceChangesInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResoSource"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setResoMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResoMappingInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResoMappingEntries"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listResoRemoteAgents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResoRemoteAgents"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startResoRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResoRunRequested"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listResoRuns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResoRuns"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResoRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                runId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResoRunDetail"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyResoSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResoSourceTest"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearchList"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSavedSearch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedSearchFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearchConfirmationSent"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedSearchChangesInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    markSavedSearchSeen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Noted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSavedSearchByLink: {
        parameters: {
            query: {
                /** @description The signed token of an alert’s link */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSavedSearch"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSavedSearchByLink: {
        parameters: {
            query: {
                /** @description The signed token of an alert’s link */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSavedSearchByLink: {
        parameters: {
            query: {
                /** @description The signed token of an alert’s link */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedSearchLinkChangesInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedSavedSearch"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedSearchConfirmationInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearchName"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unsubscribeSavedSearch: {
        parameters: {
            query: {
                /** @description The signed token of an alert’s link */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearchName"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSuburb: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuburbDetail"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPropertiesBySuburb: {
        parameters: {
            query?: {
                /** @description The reader's language, one the site offers; without it, Accept-Language negotiated against the site's languages. The listing's agent and moderators get the original text unless they send it */
                lang?: "en" | "fr" | "ar";
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyPage"];
                };
            };
            /** @description Not modified: If-None-Match named this answer's ETag, so the caller holds it already; no body */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTags: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: components["schemas"]["Tag"][];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTagsByName: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: components["schemas"]["Tag"][];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSites: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: components["schemas"]["Site"][];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSiteAddresses: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                /** @description The site's slug, as in /{tenant}/... */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteAddressPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSiteAddress: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The site's slug, as in /{tenant}/... */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteAddressFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteAddress"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSiteAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                /** @description The site's slug, as in /{tenant}/... */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSiteAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                /** @description The site's slug, as in /{tenant}/... */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteAddressFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteAddress"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCurrentSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCurrentSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteDetailsFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSiteLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteLanguagesFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSiteWatermark: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Watermark"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSiteWatermark: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WatermarkFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Watermark"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPropertyTypes: {
        parameters: {
            query?: {
                /** @description The reader's language, one the site offers (400 otherwise); without it, Accept-Language negotiated against the site's languages, else the site's default */
                lang?: "en" | "fr" | "ar";
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: components["schemas"]["PropertyType"][];
                        page: number;
                        size: number;
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPublishedArticles: {
        parameters: {
            query?: {
                /** @description An article category's public id; one the site lacks matches no article */
                category?: string;
                page?: number;
                /** @description Articles per page (12 by default, at most 50) */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticlePage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article's publicId or its slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    registerAgent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                countryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAgentInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    registerCustomer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomerInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"][];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOutOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailConfirmed"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendEmailConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setOwnLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountLanguageFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAllBanners: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBanner: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Banner"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadBannerImage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WebP (checked by content), at least 800x500, at most 15 MB and 50 megapixels
                     */
                    file: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Banner"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Banner"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setBannerOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerOrderInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Banner"][];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLiveBanners: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                type: "LANDING";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomerInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteEventBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadEventBanner: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WebP (checked by content), at least 800x500, at most 15 MB and 50 megapixels
                     */
                    file: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteImage: {
        parameters: {
            query: {
                /** @description The image name as listed */
                Filename: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedImage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createInquiry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InquiryFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUnits: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                /** @description Page size, 10 by default, at most 50 */
                elementPerPage?: number;
                /** @description Ties go by creation */
                key?: "createdAt" | "title" | "rentalPrice" | "salePrice";
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPropertiesByCategory: {
        parameters: {
            query?: {
                /** @description The reader's language, one the site offers; without it, Accept-Language negotiated against the site's languages. The listing's agent and moderators get the original text unless they send it */
                lang?: "en" | "fr" | "ar";
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                c: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyPage"];
                };
            };
            /** @description Not modified: If-None-Match named this answer's ETag, so the caller holds it already; no body */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAmenities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmenityList"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAmenity: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmenityFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Amenity"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    approveProperty: {
        parameters: {
            query?: never;
            header?: {
                /** @description The listing's updatedAt as the moderator saw it, in quotes ("2026-12-07T09:30:00.123Z"): the decision is refused with 409 when the listing changed since (another decision, a save of its agent). * or absent: no such check, only the state rule. */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionConflict"];
                };
            };
        };
    };
    getListingBrochure: {
        parameters: {
            query?: {
                lang?: "en" | "fr" | "ar";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brochure (application/pdf, as an attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCustomerTour: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customerId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerTourFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyDeleted"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPossibleDuplicates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PossibleDuplicates"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dismissPossibleDuplicate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                otherId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PossibleDuplicates"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    endEditSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                session: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPropertyFeatures: {
        parameters: {
            query?: {
                /** @description The reader's language, one the site offers (400 otherwise); without it, Accept-Language negotiated against the site's languages, else the site's default */
                lang?: "en" | "fr" | "ar";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyFeatureList"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addPropertyFeatures: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyFeaturesCreateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyFeatureList"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadPropertyImages: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description JPEG, PNG or WebP (checked by content), at least 800x500, at most 15 MB and 50 megapixels */
                    files: string[];
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedImages"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProperty: {
        parameters: {
            query?: {
                /** @description The reader's language, one the site offers; without it, Accept-Language negotiated against the site's languages. The listing's agent and moderators get the original text unless they send it */
                lang?: "en" | "fr" | "ar";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            /** @description Not modified: If-None-Match named this answer's ETag, so the caller holds it already; no body */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPropertyImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyImages"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePropertyImageOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhotoOrderInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyImages"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadLocationImages: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
                /** @description One of the image locations, e.g. BEDROOM */
                locationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description JPEG, PNG or WebP (checked by content), at least 800x500, at most 15 MB and 50 megapixels */
                    files: string[];
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedImages"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getListingPerformance: {
        parameters: {
            query?: {
                /** @description The period: the last 7, 30 or 90 days, today (UTC) included; 30 when left out */
                days?: "7" | "30" | "90";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingPerformance"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportListingPerformance: {
        parameters: {
            query?: {
                /** @description The period: the last 7, 30 or 90 days, today (UTC) included; 30 when left out */
                days?: "7" | "30" | "90";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The listing's figures of each day of the period as CSV (UTF-8 with a byte order mark): day, views, photo views, questions, viewing requests, favourites, saved-search matches. Sent as an attachment named performance-<listing>-<from>-<to>.csv. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addPhotoView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadProfilePhoto: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The photo, already cropped to 8:5 (1% tolerance)
                     */
                    file: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilePhoto"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendForReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendForReviewInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rejectProperty: {
        parameters: {
            query?: never;
            header?: {
                /** @description The listing's updatedAt as the moderator saw it, in quotes ("2026-12-07T09:30:00.123Z"): the decision is refused with 409 when the listing changed since (another decision, a save of its agent). * or absent: no such check, only the state rule. */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectPropertyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionConflict"];
                };
            };
        };
    };
    listSimilarProperties: {
        parameters: {
            query?: {
                /** @description The reader's language, one the site offers; without it, Accept-Language negotiated against the site's languages. The listing's agent and moderators get the original text unless they send it */
                lang?: "en" | "fr" | "ar";
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyPage"];
                };
            };
            /** @description Not modified: If-None-Match named this answer's ETag, so the caller holds it already; no body */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTour: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TourFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPropertyTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingTranslations"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setPropertyTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                /** @description A language the site offers, not the original */
                language: "en" | "fr" | "ar";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WriteListingTranslationInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingTranslation"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePropertyTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                /** @description A language the site offers, not the original */
                language: "en" | "fr" | "ar";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateProperty: {
        parameters: {
            query?: never;
            header?: {
                /** @description The editing session the save belongs to, a UUID the editor makes when it opens the listing: the session's saves become one history entry, with each field's value before the first save and after the last, when the session ends. Absent: the save is an entry of its own. */
                "edit-session"?: string;
                /** @description The listing's updatedAt as the caller read it, in quotes ("2026-12-07T09:30:00.123Z"): the save is refused with 412 when the listing changed since. * saves whatever changed. Absent: no check. */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePropertyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Property"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setProfilePhoto: {
        parameters: {
            query: {
                /** @description The image's fileDownloadUri (or a variant's address, or its name) */
                imageUrl: string;
                propertyId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilePhoto"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchProperties: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                /** @description Page size, 20 by default */
                elementPerPage?: number;
                key?: "createdAt" | "updatedAt" | "name" | "title" | "code" | "price" | "views" | "completion";
                /** @description The reader's language, one the site offers; without it, Accept-Language negotiated against the site's languages. The listing's agent and moderators get the original text unless they send it */
                lang?: "en" | "fr" | "ar";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertySearchInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchPropertiesDetailed: {
        parameters: {
            query?: {
                /** @description The previous answer's nextCursor: the page starts right after that answer's last row, in the same key and direction (page is then ignored) */
                after?: string;
                direction?: "asc" | "desc";
                /** @description Page size, 20 by default */
                elementPerPage?: number;
                key?: "createdAt" | "updatedAt" | "name" | "title" | "code" | "price" | "views" | "completion";
                /** @description The reader's language, one the site offers; without it, Accept-Language negotiated against the site's languages. The listing's agent and moderators get the original text unless they send it */
                lang?: "en" | "fr" | "ar";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertySearchInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyCursorPage"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchPropertiesOnMap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertySearchInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyMapPoints"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPropertiesByType: {
        parameters: {
            query?: {
                /** @description The reader's language, one the site offers; without it, Accept-Language negotiated against the site's languages. The listing's agent and moderators get the original text unless they send it */
                lang?: "en" | "fr" | "ar";
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                t: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyPage"];
                };
            };
            /** @description Not modified: If-None-Match named this answer's ETag, so the caller holds it already; no body */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnitFieldsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitDeleted"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadUnitImages: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key the caller makes for one submission (a UUID), 1 to 255 visible characters, bare or in quotes. The first request with it runs; a replay by the same caller within 24 hours answers what the first one answered (with Idempotent-Replayed: true) without running again. Only a success is kept: after a refusal the key may be used again. The same key with another request answers 422; a replay while the first still runs waits up to 10 s for its answer, then answers 409.
                 * @example 5b0f6c1e-8d1a-4a53-9f0e-2f4b3c8a7d10
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description JPEG, PNG or WebP (checked by content), at least 800x500, at most 15 MB and 50 megapixels */
                    files: string[];
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: a request with this Idempotency-Key is still being processed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response; or Unprocessable: this Idempotency-Key was used for another request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUnitImage: {
        parameters: {
            query: {
                /** @description The image name as listed */
                Filename: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
