// Generated from the API OpenAPI document by `npm run api-types -w apps/web`. Do not edit.

export interface paths {
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
