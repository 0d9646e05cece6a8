// Generated from the API OpenAPI document by `npm run api-types -w apps/web`. Do not edit.

export interface paths {
    "/agents/{agentId}/types/ids/{typeId}/suburbs/ids/{suburbId}/properties/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a listing (the agent, under their own id); it starts in REVIEW */
        post: {
            parameters: {
                query?: never;
                header?: never;
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
            };
        };
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
        /** Search in a plain sentence ("3 bedroom house to rent in Avondale under 800 USD"): the filters understood and the matching live listings */
        get: {
            parameters: {
                query: {
                    /** @description Page size, 20 by default */
                    elementPerPage?: number;
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
        /** An agent profile (private fields only for the agent and moderators) */
        get: {
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
        /** Update the agency profile (the agent; moderators may only set verified) */
        put: {
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
        /** Upload the agency logo (square, stored as one 400x400 WebP) */
        post: {
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
        /** An agent's listings: all of them for the agent and moderators, else live ones */
        get: {
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
        /** Verified agents of the site */
        get: {
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
        /** Live listings in a city */
        get: {
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
            };
        };
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
        /** Suburbs of a city */
        get: {
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
        /** Countries of the site, with their currencies */
        get: {
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
                            content: components["schemas"]["Country"][];
                            page: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
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
        /** Cities of a country */
        get: {
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
        put?: never;
        post?: never;
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
        /** Review queue (moderators and admins): listings in REVIEW, oldest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    size?: number;
                    /** @description PENDING: awaiting review; REJECTED: sent back to the agent; ALL: both */
                    state?: "PENDING" | "REJECTED" | "ALL";
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
        /** Remove one feature from a listing (its agent only) */
        post: {
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
        /** One suburb with its city and country */
        get: {
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
        /** Live listings in a suburb */
        get: {
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
            };
        };
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
        /** The regional sites (no X-Tenant needed) */
        get: {
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
        put?: never;
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
        /** The site named in X-Tenant */
        get: {
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
        put?: never;
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
        /** Property types with their children and feature catalogue */
        get: {
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
                            content: components["schemas"]["PropertyType"][];
                            page: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
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
        /** Sign in with email and password */
        post: {
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
        /** Register an agent (agency) account in a country */
        post: {
            parameters: {
                query?: never;
                header?: never;
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
        /** Register a customer account */
        post: {
            parameters: {
                query?: never;
                header?: never;
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
        /** Trade a refresh token for a new token pair (rotation; reuse ends the session) */
        post: {
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
        /** The user fetch: your own account by email (moderators: any) */
        get: {
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
        /** Set a new password with the token from the reset email; ends all sessions */
        post: {
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
        /** Email a password reset link (same answer whether or not the account exists) */
        post: {
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
                202: {
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
        /** A customer profile (the customer, or moderators) */
        get: {
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
        /** Update the personal details (the customer only; email is read-only) */
        put: {
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
        /** Delete an image of one's own listing (its files, then its record) */
        delete: {
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
        /** Live listings in a category (RENT, SALE, QUICK_RENT), newest first */
        get: {
            parameters: {
                query?: {
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
        put?: never;
        post?: never;
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
        /** Approve a listing: it goes public (moderators and admins) */
        post: {
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
                        "application/json": components["schemas"]["Property"];
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
        /** Delete a listing with its features, images and everything under it */
        delete: {
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
        /** A listing's features with quantities */
        get: {
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
        /** Add features to a listing, or change their quantity (its agent only) */
        post: {
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
            };
        };
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
        /** Add GENERAL images (at most 10 per upload) */
        post: {
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
        /** A listing; under review or archived only for its agent and moderators */
        get: {
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
                        "application/json": components["schemas"]["Property"];
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
        /** A listing's images grouped by location (own listing, or any approved one) */
        get: {
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
        put?: never;
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
        /** Add images to a location (5 in total per location; GENERAL 10 per upload) */
        post: {
            parameters: {
                query?: never;
                header?: never;
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
        /** Upload the profile photo (8:5, at least 800x500); it joins the GENERAL images */
        post: {
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
        /** Send a listing back to its agent with a reason (moderators and admins) */
        post: {
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
            };
        };
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
        /** Live listings of the same type and category in the same suburb */
        get: {
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
        put?: never;
        post?: never;
        delete?: never;
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
        /** Edit a listing (its agent only); content edits send an approved one to review */
        put: {
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
            };
        };
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
        /** Make one of the listing's images its profile photo */
        post: {
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
        /** Public search: always approved, never archived listings */
        post: {
            parameters: {
                query?: {
                    direction?: "asc" | "desc";
                    /** @description Page size, 20 by default */
                    elementPerPage?: number;
                    key?: "createdAt" | "updatedAt" | "name" | "title" | "code" | "price" | "views" | "completion";
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
            };
        };
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
        /** The dashboard's list: an agent gets their own listings in every state, moderators the whole site, others live listings. Paging and order in the query, filters in the body */
        post: {
            parameters: {
                query?: {
                    direction?: "asc" | "desc";
                    /** @description Page size, 20 by default */
                    elementPerPage?: number;
                    key?: "createdAt" | "updatedAt" | "name" | "title" | "code" | "price" | "views" | "completion";
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
        /** Live listings of a property type (a parent type includes its children) */
        get: {
            parameters: {
                query?: {
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
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
        AgentInput: {
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
            location: components["schemas"]["UserLocationInput"];
            /** @description Agency name */
            name: string;
            publicId: string;
            telephone: string | null;
            verified: boolean;
            whatsapp: string | null;
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
        AiSearchResultInput: {
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
            results: components["schemas"]["PropertyPageInput"];
            /** @description One phrase per filter understood */
            understood: string[];
        };
        CatalogueFeature: {
            description: string;
            /** @description INTERNAL or EXTERNAL */
            location: string;
            name: string;
            publicId: string;
        };
        CatalogueFeatureInput: {
            description: string;
            /** @description INTERNAL or EXTERNAL */
            location: string;
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
            name: string;
            publicId: string;
        };
        CountryInput: {
            /** @description ISO 3166-1 alpha-2 */
            code: string;
            /** @description The first is the default */
            currencies: {
                code: string;
            }[];
            name: string;
            publicId: string;
        };
        CreateAgent: {
            description?: string;
            email: unknown;
            firstName: string;
            lastName?: string;
            name: string;
            password: string;
            telephone: string;
            whatsapp?: string;
        };
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
        CreateCustomer: {
            email: unknown;
            firstName: string;
            lastName: string;
            mobile?: string;
            otherNames?: string;
            password: string;
            telephone?: string;
        };
        CreateCustomerInput: {
            email: string;
            firstName: string;
            lastName: string;
            mobile?: string;
            otherNames?: string;
            password: string;
            telephone?: string;
        };
        CreateProperty: {
            altitude?: number | null;
            /** @description Default false */
            archived?: boolean;
            area?: number | null;
            /**
             * @description Default HECTARE
             * @enum {string}
             */
            areaType?: "HECTARE" | "SQUARE_FEET" | "SQUARE_METRES" | "ACRES";
            built?: unknown;
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
            metaTags?: unknown;
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
            /** @description Default false */
            vatable?: boolean;
        };
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
        CustomerInput: {
            email: string;
            firstName: string;
            image_url: string | null;
            lastName: string;
            mobile: string | null;
            otherNames: string;
            publicId: string;
            telephone: string | null;
        };
        DeletedImage: {
            name: string;
            /** @description The profile photo after the delete */
            profilePhoto: string | null;
        };
        DeletedImageInput: {
            name: string;
            /** @description The profile photo after the delete */
            profilePhoto: string | null;
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
        ErrorInput: {
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
        /** @enum {string} */
        ImageLocation: "GENERAL" | "BEDROOM" | "BATHROOM" | "KITCHEN" | "LAUNDRY" | "DINING_ROOM" | "LIVING_ROOM" | "POOL" | "EXTERIOR" | "PARKING" | "GAZEBO" | "FLOOR_PLAN" | "ROOF" | "OFFICE" | "STUDY";
        /** @enum {string} */
        ImageLocationInput: "GENERAL" | "BEDROOM" | "BATHROOM" | "KITCHEN" | "LAUNDRY" | "DINING_ROOM" | "LIVING_ROOM" | "POOL" | "EXTERIOR" | "PARKING" | "GAZEBO" | "FLOOR_PLAN" | "ROOF" | "OFFICE" | "STUDY";
        Message: {
            message: string;
        };
        MessageInput: {
            message: string;
        };
        Place: {
            latitude: number;
            longitude: number;
            name: string;
            publicId: string;
        };
        PlaceInput: {
            latitude: number;
            longitude: number;
            name: string;
            publicId: string;
        };
        ProfilePhoto: {
            image: components["schemas"]["PropertyImage"];
            profilePhoto: string;
        };
        ProfilePhotoInput: {
            image: components["schemas"]["PropertyImageInput"];
            profilePhoto: string;
        };
        Property: {
            agent: {
                publicId: string;
            };
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
            latitude: number;
            /** @enum {string} */
            listingCategory: "FEATURED" | "STANDARD";
            location: {
                city: string;
                country: string;
                suburb: string;
            };
            longitude: number;
            /** @description Comma-separated keywords */
            metaTags: string;
            /** @description Internal name */
            name: string;
            price: number | null;
            /** @enum {string} */
            priceType: "TOTAL" | "UNIT";
            profilePhoto: string | null;
            publicId: string;
            /** @enum {string} */
            published: "REVIEW" | "APPROVED";
            /** @description Set when a moderator sent the listing back; cleared when it is edited */
            rejectionReason: string | null;
            serviceCharge: number;
            serviced: boolean;
            /** @description Public id of the suburb */
            suburb: string;
            /** @description Public title */
            title: string;
            /** @description Public id of the property type */
            typeId: string;
            updatedAt: string;
            vatable: boolean;
            views: number;
        };
        PropertyDeleted: {
            /** @enum {string} */
            message: "Property deleted";
            publicId: string;
        };
        PropertyDeletedInput: {
            /** @enum {string} */
            message: "Property deleted";
            publicId: string;
        };
        PropertyFeature: {
            description: string;
            /** @description INTERNAL or EXTERNAL */
            location: string;
            /** @description e.g. BEDROOM */
            name: string;
            /** @description The catalogue feature */
            publicId: string;
            quantity: number;
        };
        PropertyFeatureInput: {
            description: string;
            /** @description INTERNAL or EXTERNAL */
            location: string;
            /** @description e.g. BEDROOM */
            name: string;
            /** @description The catalogue feature */
            publicId: string;
            quantity: number;
        };
        PropertyFeatureList: components["schemas"]["PropertyFeature"][];
        PropertyFeatureListInput: components["schemas"]["PropertyFeatureInput"][];
        PropertyFeaturesCreate: {
            bulk: {
                description?: string;
                /** @description Public id of a catalogue feature */
                featureId: string;
                /** @default 1 */
                quantity: number;
            }[];
        };
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
            /** @description The original, re-encoded without metadata */
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
        PropertyImageInput: {
            /** @description The original, re-encoded without metadata */
            fileDownloadUri: string;
            location: components["schemas"]["ImageLocationInput"];
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
            /** @description Size name to download address */
            variants: {
                [key: string]: string;
            };
        };
        PropertyImageRefInput: {
            fileDownloadUri: string;
            name: string;
            /** @description Size name to download address */
            variants: {
                [key: string]: string;
            };
        };
        PropertyImages: {
            /** @description Images grouped by location, oldest first; empty locations are left out */
            images: {
                [key: string]: components["schemas"]["PropertyImage"][];
            };
            /** @description The locations this listing offers */
            locations: components["schemas"]["ImageLocation"][];
            profilePhoto: string | null;
            propertyId: string;
        };
        PropertyImagesInput: {
            /** @description Images grouped by location, oldest first; empty locations are left out */
            images: {
                [key: string]: components["schemas"]["PropertyImageInput"][];
            };
            /** @description The locations this listing offers */
            locations: components["schemas"]["ImageLocationInput"][];
            profilePhoto: string | null;
            propertyId: string;
        };
        PropertyInput: {
            agent: {
                publicId: string;
            };
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
            features: components["schemas"]["PropertyFeatureInput"][];
            /** @description Images grouped by location (GENERAL, BEDROOM, ...) */
            images: {
                [key: string]: components["schemas"]["PropertyImageRefInput"][];
            };
            latitude: number;
            /** @enum {string} */
            listingCategory: "FEATURED" | "STANDARD";
            location: {
                city: string;
                country: string;
                suburb: string;
            };
            longitude: number;
            /** @description Comma-separated keywords */
            metaTags: string;
            /** @description Internal name */
            name: string;
            price: number | null;
            /** @enum {string} */
            priceType: "TOTAL" | "UNIT";
            profilePhoto: string | null;
            publicId: string;
            /** @enum {string} */
            published: "REVIEW" | "APPROVED";
            /** @description Set when a moderator sent the listing back; cleared when it is edited */
            rejectionReason: string | null;
            serviceCharge: number;
            serviced: boolean;
            /** @description Public id of the suburb */
            suburb: string;
            /** @description Public title */
            title: string;
            /** @description Public id of the property type */
            typeId: string;
            updatedAt: string;
            vatable: boolean;
            views: number;
        };
        PropertyPage: {
            content: components["schemas"]["Property"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        PropertyPageInput: {
            content: components["schemas"]["PropertyInput"][];
            page: number;
            size: number;
            totalElements: number;
            totalPages: number;
        };
        /** @default {} */
        PropertySearch: {
            /** @description Ignored for agents: always their own */
            agentCode?: string;
            /** @description Agents and moderators only */
            archived?: boolean;
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
        /** @default {} */
        PropertySearchInput: {
            /** @description Ignored for agents: always their own */
            agentCode?: string;
            /** @description Agents and moderators only */
            archived?: boolean;
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
                name: string;
                publicId: string;
            }[];
            features: components["schemas"]["CatalogueFeature"][];
            name: string;
            publicId: string;
        };
        PropertyTypeInput: {
            child: boolean;
            children: {
                /** @enum {boolean} */
                child: true;
                children: unknown[];
                features: components["schemas"]["CatalogueFeatureInput"][];
                name: string;
                publicId: string;
            }[];
            features: components["schemas"]["CatalogueFeatureInput"][];
            name: string;
            publicId: string;
        };
        RejectProperty: {
            reason: string;
        };
        RejectPropertyInput: {
            reason: string;
        };
        Site: {
            defaultCurrency: string;
            name: string;
            slug: string;
        };
        SiteInput: {
            defaultCurrency: string;
            name: string;
            slug: string;
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
        SuburbDetailInput: {
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
        TokenPair: {
            /** @description Single use: each refresh returns a new one */
            refreshToken: string;
            /** @description Access token (JWT, HS256): sub, agentId or customerId, roles, tenant, exp */
            token: string;
        };
        TokenPairInput: {
            /** @description Single use: each refresh returns a new one */
            refreshToken: string;
            /** @description Access token (JWT, HS256): sub, agentId or customerId, roles, tenant, exp */
            token: string;
        };
        UpdateAgent: {
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
            /** @description Moderators and admins only */
            verified?: boolean;
            whatsapp?: string | null;
        };
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
            /** @description Moderators and admins only */
            verified?: boolean;
            whatsapp?: string | null;
        };
        UpdateCustomer: {
            /** @description Read-only: ignored */
            email?: string;
            firstName: string;
            lastName: string;
            mobile: string;
            /** @default  */
            otherNames: string;
            telephone?: string | null;
        };
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
        UpdateProperty: {
            altitude?: number | null;
            /** @description Default false */
            archived?: boolean;
            area?: number | null;
            /**
             * @description Default HECTARE
             * @enum {string}
             */
            areaType?: "HECTARE" | "SQUARE_FEET" | "SQUARE_METRES" | "ACRES";
            built?: unknown;
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
            metaTags?: unknown;
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
            typeId?: string;
            /** @description Default false */
            vatable?: boolean;
        };
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
            typeId?: string;
            /** @description Default false */
            vatable?: boolean;
        };
        UploadedImages: {
            images: components["schemas"]["PropertyImage"][];
        };
        UploadedImagesInput: {
            images: components["schemas"]["PropertyImageInput"][];
        };
        User: {
            /** @description Agent code (agents only) */
            code: string | null;
            email: string;
            firstName: string;
            image_url: string | null;
            isAgent: boolean;
            lastName: string;
            location: components["schemas"]["UserLocation"];
            /** @description Agency name for agents, full name otherwise */
            name: string;
            publicId: string;
            roles: string[];
        };
        UserInput: {
            /** @description Agent code (agents only) */
            code: string | null;
            email: string;
            firstName: string;
            image_url: string | null;
            isAgent: boolean;
            lastName: string;
            location: components["schemas"]["UserLocationInput"];
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
        UserLocationInput: {
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
