// The API document as TypeScript types, written by `npm run api:types`; do not edit by hand.

export interface paths {
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API document, without the Admin API */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API document with the Admin API (admins and API keys with api:read) */
        get: operations["getAdminOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live updates for the signed-in member (Server-Sent Events) */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start signing in with the identity provider (redirects) */
        get: operations["getAuthLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Finish signing in when the identity provider sends the browser back */
        get: operations["getAuthCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/popup-done.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The script the sign-in popup’s last page runs */
        get: operations["getAuthPopupDoneJs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: end this session */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/sign-in-ways": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ways the signed-in member can sign in to this account */
        get: operations["getMeSignInWays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/menu-hint-seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remember that the member has seen the menu hint */
        post: operations["postMeMenuHintSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/toggle-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch the owner between the owner’s and the Basic view of the site */
        post: operations["postMeToggleRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a one-time sign-in code and link to an address */
        post: operations["postAuthEmailCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email-code/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with an e-mailed code */
        post: operations["postAuthEmailCodeSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/email-link/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with an e-mailed link, in the browser that asked for it */
        post: operations["postAuthEmailLinkSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s passkeys and whether admin actions need a passkey check */
        get: operations["getPasskeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options for a passkey ceremony (register, sign in or check) */
        post: operations["postPasskeysChallenges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep a new passkey from a registration response */
        post: operations["postPasskeysRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a passkey */
        post: operations["postPasskeysSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a passkey for this session (before admin actions) */
        post: operations["postPasskeysCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the member’s passkeys */
        delete: operations["deletePasskeysById"];
        options?: never;
        head?: never;
        /** Rename one of the member’s passkeys */
        patch: operations["patchPasskeysById"];
        trace?: never;
    };
    "/api/passkeys/admin-requirement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Whether this admin’s actions need a recent passkey check */
        put: operations["putPasskeysAdminRequirement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s signed-in devices, this one first */
        get: operations["getDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one of the member’s devices */
        delete: operations["deleteDevicesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out every device of the member but this one */
        post: operations["postDevicesSignOutOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored picture or file, through a signed URL */
        get: operations["getMediaByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public site settings every page reads */
        get: operations["getSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/poem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The poem (Pro) */
        get: operations["getContentPoem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator’s media links (more of them for Pro) */
        get: operations["getContentLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/tech": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Tech page’s text */
        get: operations["getContentTech"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/site-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole Site content document */
        get: operations["getAdminSiteContent"];
        /** Replace the Site content document */
        put: operations["putAdminSiteContent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/username-available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a username is free to take */
        get: operations["getMeUsernameAvailable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the member’s name, username and picture */
        put: operations["putMeProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the member’s agreement to the subscription terms */
        post: operations["postSubscriptionAgreement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a discount code gives this member, without redeeming it */
        get: operations["getOffersCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a Pro checkout with the payment provider */
        post: operations["postSubscriptionCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Pro plans and their prices */
        get: operations["getSubscriptionPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the member’s Pro at the end of the paid period */
        post: operations["postSubscriptionCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s Pro status */
        get: operations["getSubscriptionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pro-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pro members */
        get: operations["getAdminProUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/new-pro-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members who became Pro recently */
        get: operations["getAdminNewProUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pro-users/{userId}/resync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read a member’s subscription again from the payment provider */
        post: operations["postAdminProUsersByUserIdResync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s billing: plan, next payment and invoices */
        get: operations["getSubscriptionBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch the member’s Pro plan */
        post: operations["postSubscriptionPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/billing-portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open the payment provider’s billing portal */
        post: operations["postSubscriptionBillingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payment provider events (signed by the provider) */
        post: operations["postWebhooksStripe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members, searchable, a page at a time */
        get: operations["getAdminMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member with their subscription and history */
        get: operations["getAdminMembersByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{userId}/complimentary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a member complimentary Pro */
        post: operations["postAdminMembersByUserIdComplimentary"];
        /** End a member’s complimentary Pro */
        delete: operations["deleteAdminMembersByUserIdComplimentary"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{userId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a member’s Pro */
        post: operations["postAdminMembersByUserIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{userId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a member’s last payment */
        post: operations["postAdminMembersByUserIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/members.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every member as CSV */
        get: operations["getAdminExportsMembersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Discount codes with their redemptions */
        get: operations["getAdminOffersCodes"];
        put?: never;
        /** Create a discount code */
        post: operations["postAdminOffersCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/offers/codes/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a discount code from being redeemed */
        post: operations["postAdminOffersCodesByIdDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/member-import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import members from a CSV (a dry run unless applied) */
        post: operations["postAdminMemberImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The retention offer, reminder days and their results */
        get: operations["getAdminRetention"];
        /** Set the retention offer and reminder days */
        put: operations["putAdminRetention"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retention/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The retention offer for this member, when cancelling */
        post: operations["postRetentionOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retention/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take the retention offer and keep Pro with the discount */
        post: operations["postRetentionAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/retention/win-back/opt-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stop win-back offers by e-mail, from the link in one (a signed link, no session) */
        get: operations["getRetentionWinBackOptOut"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/galleries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The galleries and folders the member may open */
        get: operations["getGalleries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gallery-folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a gallery folder */
        post: operations["postGalleryFolders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gallery-configs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a gallery */
        post: operations["postGalleryConfigs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/galleries/{collection}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A gallery’s pictures, a page at a time */
        get: operations["getGalleriesByCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/galleries/{collection}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload pictures to a gallery */
        post: operations["postGalleriesByCollectionImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/galleries/{collection}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a picture from a gallery */
        delete: operations["deleteGalleriesByCollectionImagesByImageId"];
        options?: never;
        head?: never;
        /** Change a picture’s caption or details */
        patch: operations["patchGalleriesByCollectionImagesByImageId"];
        trace?: never;
    };
    "/api/gallery-folders/{folderId}/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a folder’s cover picture */
        put: operations["putGalleryFoldersByFolderIdCover"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/galleries/{collection}/name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a gallery */
        put: operations["putGalleriesByCollectionName"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/galleries/{collection}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder a gallery’s pictures */
        put: operations["putGalleriesByCollectionOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/galleries/{collection}/images/{imageId}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like or unlike a picture */
        post: operations["postGalleriesByCollectionImagesByImageIdLike"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The download log, a page at a time */
        get: operations["getDownloads"];
        put?: never;
        /** Record that the member downloaded a picture */
        post: operations["postDownloads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/leaks/trace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Find which member a found copy of a picture came from */
        post: operations["postAdminLeaksTrace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/leaks/serve-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest fetches of display-size pictures and originals */
        get: operations["getAdminLeaksServeLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What’s New entries, newest first */
        get: operations["getUpdates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a What’s New entry */
        post: operations["postAdminUpdates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/updates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a What’s New entry */
        put: operations["putAdminUpdatesById"];
        post?: never;
        /** Delete a What’s New entry */
        delete: operations["deleteAdminUpdatesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/publishing/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner’s time zone for schedules, and whether members see the next drop’s title */
        get: operations["getAdminPublishingSettings"];
        /** Change the time zone for schedules and whether members see the next drop’s title */
        put: operations["putAdminPublishingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One month of drafts, scheduled and published pictures, galleries and updates */
        get: operations["getAdminCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/calendar/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Schedule, draft or publish now a picture, gallery or update not yet published */
        put: operations["putAdminCalendarByKindById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/next-drop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When the next scheduled drop comes (Pro members), with its title if the owner shows it */
        get: operations["getNextDrop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/affiliate-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My LinkTree links */
        get: operations["getAffiliateLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/affiliate-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a My LinkTree link */
        post: operations["postAdminAffiliateLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/affiliate-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a My LinkTree link */
        put: operations["putAdminAffiliateLinksById"];
        post?: never;
        /** Delete a My LinkTree link */
        delete: operations["deleteAdminAffiliateLinksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily analytics figures */
        get: operations["getAdminAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue, trials, churn and offers taken */
        get: operations["getAdminAnalyticsRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/backfill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rebuild past analytics days */
        post: operations["postAdminAnalyticsBackfill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner’s chats, most recent first, a page at a time */
        get: operations["getChats"];
        put?: never;
        /** Start a chat with a Pro member */
        post: operations["postChats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pro members without a chat, searchable */
        get: operations["getChatsCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/{chatId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One chat */
        get: operations["getChatsByChatId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The number of unread chat messages */
        get: operations["getChatsUnread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/{chatId}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a chat and mark it read */
        post: operations["postChatsByChatIdOpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/{chatId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a chat (no longer viewing it) */
        post: operations["postChatsByChatIdClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/{chatId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a chat’s messages */
        get: operations["getChatsByChatIdMessages"];
        put?: never;
        /** Send a chat message */
        post: operations["postChatsByChatIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the AI assistant a question (the answer streams as Server-Sent Events) */
        post: operations["postAiChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s Custom Build requests */
        get: operations["getCustomOrders"];
        put?: never;
        /** Request a Custom Build and start paying for it */
        post: operations["postCustomOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-orders/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The confirmation of a paid Custom Build request */
        get: operations["getCustomOrdersConfirmation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-orders/purchased": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s delivered Custom Builds */
        get: operations["getCustomOrdersPurchased"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/custom-orders/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Custom Build orders waiting to be fulfilled */
        get: operations["getAdminCustomOrdersPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/custom-orders/{requestId}/fulfil": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver a Custom Build order */
        post: operations["postAdminCustomOrdersByRequestIdFulfil"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/custom-orders/past": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fulfilled and refunded Custom Build orders */
        get: operations["getAdminCustomOrdersPast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/custom-orders/{requestId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a Custom Build order */
        post: operations["postAdminCustomOrdersByRequestIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/custom-orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every Custom Build order as CSV */
        get: operations["getAdminExportsCustomOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tips/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner’s suggested tip amounts and bounds */
        get: operations["getTipsOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying a tip on a picture, an update, Pro Chat or an order */
        post: operations["postTips"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tips/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s tip of a finished checkout, for the thank-you */
        get: operations["getTipsConfirmation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Paid tips, newest first, a page at a time */
        get: operations["getAdminTips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tips/{tipId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a tip */
        post: operations["postAdminTipsByTipIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which notices reach the member, by e-mail and by push */
        get: operations["getNotificationsPreferences"];
        /** Change which notices reach the member, by e-mail and by push */
        put: operations["putNotificationsPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/push-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep this browser’s push subscription, to receive push notices */
        post: operations["postNotificationsPushSubscription"];
        /** Forget a push subscription of the member’s (by its endpoint) */
        delete: operations["deleteNotificationsPushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page of an e-mail’s unsubscribe link, which asks before turning the notices off */
        get: operations["getNotificationsUnsubscribe"];
        put?: never;
        /** One-click unsubscribe (RFC 8058) from a kind of e-mail, by a signed link */
        post: operations["postNotificationsUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outgoing webhook endpoints */
        get: operations["getAdminWebhooksEndpoints"];
        put?: never;
        /** Register an outgoing webhook endpoint */
        post: operations["postAdminWebhooksEndpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a webhook endpoint and its deliveries */
        delete: operations["deleteAdminWebhooksEndpointsById"];
        options?: never;
        head?: never;
        /** Turn a webhook endpoint on or off */
        patch: operations["patchAdminWebhooksEndpointsById"];
        trace?: never;
    };
    "/api/admin/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest webhook deliveries */
        get: operations["getAdminWebhooksDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a webhook delivery’s event again */
        post: operations["postAdminWebhooksDeliveriesByIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the member’s Discord account is linked, and whether it has the Pro role */
        get: operations["getDiscord"];
        put?: never;
        post?: never;
        /** Unlink the member’s Discord account (the Pro role is taken back) */
        delete: operations["deleteDiscord"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discord/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start linking a Discord account (answers the Discord address to open) */
        post: operations["postDiscordLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discord/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Finish linking when Discord sends the browser back (redirects) */
        get: operations["getDiscordCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How Discord role sync stands: configured or not, linked members, roles pending and failing */
        get: operations["getAdminDiscord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner’s API keys, newest first */
        get: operations["getAdminApiKeys"];
        put?: never;
        /** Make an API key (its secret is in this answer only) */
        post: operations["postAdminApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an API key at once */
        post: operations["postAdminApiKeysByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest requests made with API keys */
        get: operations["getAdminApiKeysUsage"];
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
        ApiError: {
            code: string;
            message: string;
            issues?: {
                path: string;
                message: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenapiJson: {
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
                content?: never;
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminOpenapiJson: {
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
                content?: never;
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getEvents: {
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
                content?: never;
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAuthLogin: {
        parameters: {
            query?: {
                mode?: "popup" | "redirect";
                returnTo?: string;
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
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAuthCallback: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
                error_description?: string;
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
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAuthPopupDoneJs: {
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
                content?: never;
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthLogout: {
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
                content?: never;
            };
            /** @description a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMe: {
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
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "user" | "pro_user" | "admin";
                        isAdmin: boolean;
                        isPro: boolean;
                        complimentaryPro: boolean;
                        complimentaryEndsAt: number | null;
                        /** @enum {string} */
                        tier: "basic" | "pro";
                        subscriptionStatus: ("active" | "pending_cancellation" | "canceled") | null;
                        subscriptionStartDate: number | null;
                        subscriptionEndDate: number | null;
                        menuHintSeen: boolean;
                        profile: {
                            username: string | null;
                            userEmail: string;
                            profileImage: string | null;
                        };
                        permissions: ("view_basic_content" | "view_galleries" | "like_images" | "ai_chat" | "view_quotes" | "view_pro_content" | "view_twitter" | "pro_chat" | "view_pro_poem" | "custom_build" | "track_purchases" | "view_purchased_content" | "admin_dashboard" | "manage_galleries" | "manage_users" | "manage_content" | "view_analytics")[];
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeSignInWays: {
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
                    "application/json": {
                        google: boolean;
                        emailCode: boolean;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMeMenuHintSeen: {
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
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "user" | "pro_user" | "admin";
                        isAdmin: boolean;
                        isPro: boolean;
                        complimentaryPro: boolean;
                        complimentaryEndsAt: number | null;
                        /** @enum {string} */
                        tier: "basic" | "pro";
                        subscriptionStatus: ("active" | "pending_cancellation" | "canceled") | null;
                        subscriptionStartDate: number | null;
                        subscriptionEndDate: number | null;
                        menuHintSeen: boolean;
                        profile: {
                            username: string | null;
                            userEmail: string;
                            profileImage: string | null;
                        };
                        permissions: ("view_basic_content" | "view_galleries" | "like_images" | "ai_chat" | "view_quotes" | "view_pro_content" | "view_twitter" | "pro_chat" | "view_pro_poem" | "custom_build" | "track_purchases" | "view_purchased_content" | "admin_dashboard" | "manage_galleries" | "manage_users" | "manage_content" | "view_analytics")[];
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postMeToggleRole: {
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
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "user" | "pro_user" | "admin";
                        isAdmin: boolean;
                        isPro: boolean;
                        complimentaryPro: boolean;
                        complimentaryEndsAt: number | null;
                        /** @enum {string} */
                        tier: "basic" | "pro";
                        subscriptionStatus: ("active" | "pending_cancellation" | "canceled") | null;
                        subscriptionStartDate: number | null;
                        subscriptionEndDate: number | null;
                        menuHintSeen: boolean;
                        profile: {
                            username: string | null;
                            userEmail: string;
                            profileImage: string | null;
                        };
                        permissions: ("view_basic_content" | "view_galleries" | "like_images" | "ai_chat" | "view_quotes" | "view_pro_content" | "view_twitter" | "pro_chat" | "view_pro_poem" | "custom_build" | "track_purchases" | "view_purchased_content" | "admin_dashboard" | "manage_galleries" | "manage_users" | "manage_content" | "view_analytics")[];
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthEmailCode: {
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
                    returnTo?: string;
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
                    "application/json": {
                        /** @enum {boolean} */
                        sent: true;
                        validForSeconds: number;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthEmailCodeSignIn: {
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
                    code: string;
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
                    "application/json": {
                        returnTo: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAuthEmailLinkSignIn: {
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
                    "application/json": {
                        returnTo: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getPasskeys: {
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
                    "application/json": {
                        passkeys: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            createdAt: number;
                            lastUsedAt: number | null;
                            backedUp: boolean;
                        }[];
                        requiredForAdmin: boolean;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postPasskeysChallenges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    ceremony: "register" | "sign-in" | "check";
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
                    "application/json": {
                        options: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postPasskeysRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    response: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        /** @default {} */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        response: {
                            clientDataJSON: string;
                            attestationObject: string;
                            transports?: string[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        createdAt: number;
                        lastUsedAt: number | null;
                        backedUp: boolean;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postPasskeysSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        /** @default {} */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        response: {
                            clientDataJSON: string;
                            authenticatorData: string;
                            signature: string;
                            userHandle?: string;
                        };
                    };
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
                    "application/json": {
                        /** @enum {boolean} */
                        signedIn: true;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postPasskeysCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: {
                        id: string;
                        rawId: string;
                        /** @enum {string} */
                        type: "public-key";
                        /** @default {} */
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        response: {
                            clientDataJSON: string;
                            authenticatorData: string;
                            signature: string;
                            userHandle?: string;
                        };
                    };
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
                    "application/json": {
                        checkedUntil: number;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deletePasskeysById: {
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
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    patchPasskeysById: {
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
                "application/json": {
                    name: string;
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
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        createdAt: number;
                        lastUsedAt: number | null;
                        backedUp: boolean;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putPasskeysAdminRequirement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    required: boolean;
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
                    "application/json": {
                        passkeys: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            createdAt: number;
                            lastUsedAt: number | null;
                            backedUp: boolean;
                        }[];
                        requiredForAdmin: boolean;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDevices: {
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
                    "application/json": {
                        devices: {
                            /** Format: uuid */
                            id: string;
                            browser: string | null;
                            os: string | null;
                            place: string | null;
                            region: string | null;
                            current: boolean;
                            signedInAt: number;
                            lastSeenAt: number;
                        }[];
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteDevicesById: {
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
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postDevicesSignOutOthers: {
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
                    "application/json": {
                        ended: number;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMediaByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                path: string;
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
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSite: {
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
                    "application/json": {
                        siteTitle: string;
                        companyName: string;
                        /** Format: email */
                        supportEmail: string;
                        copyrightYear: number;
                    };
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getContentPoem: {
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
                    "application/json": {
                        title: string;
                        text: string;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getContentLinks: {
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
                    "application/json": {
                        /** Format: uri */
                        channelUrl: string;
                        featuredVideoTitle: string;
                        /** Format: uri */
                        featuredVideoUrl: string;
                        /** Format: uri */
                        instagramUrl: string;
                        /** Format: uri */
                        tiktokUrl: string;
                        /** Format: uri */
                        twitterUrl?: string;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getContentTech: {
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
                    "application/json": {
                        mission: string;
                        quotes: string[];
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminSiteContent: {
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
                    "application/json": {
                        settings: {
                            siteTitle: string;
                            companyName: string;
                            /** Format: email */
                            supportEmail: string;
                            copyrightYear: number;
                        };
                        poem: {
                            title: string;
                            text: string;
                        };
                        links: {
                            /** Format: uri */
                            channelUrl: string;
                            featuredVideoTitle: string;
                            /** Format: uri */
                            featuredVideoUrl: string;
                            /** Format: uri */
                            instagramUrl: string;
                            /** Format: uri */
                            tiktokUrl: string;
                            /** Format: uri */
                            twitterUrl: string;
                        };
                        tech: {
                            mission: string;
                            quotes: string[];
                        };
                        /**
                         * @default {
                         *       "newSubscriber": true,
                         *       "cancellation": true,
                         *       "paymentFailed": true
                         *     }
                         */
                        ownerEmails: {
                            newSubscriber: boolean;
                            cancellation: boolean;
                            paymentFailed: boolean;
                        };
                        /**
                         * @default {
                         *       "visibleUsername": false
                         *     }
                         */
                        pictureMarks: {
                            visibleUsername: boolean;
                        };
                        /**
                         * @default {
                         *       "annualPriceCents": 20000,
                         *       "trialDays": 0
                         *     }
                         */
                        plans: {
                            annualPriceCents: number;
                            /** @default 0 */
                            trialDays: number;
                        };
                        /**
                         * @default {
                         *       "suggestionsCents": [
                         *         300,
                         *         500,
                         *         1000
                         *       ],
                         *       "minCents": 100,
                         *       "maxCents": 50000
                         *     }
                         */
                        tips: {
                            suggestionsCents: number[];
                            minCents: number;
                            maxCents: number;
                        };
                    };
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminSiteContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    settings: {
                        siteTitle: string;
                        companyName: string;
                        /** Format: email */
                        supportEmail: string;
                        copyrightYear: number;
                    };
                    poem: {
                        title: string;
                        text: string;
                    };
                    links: {
                        /** Format: uri */
                        channelUrl: string;
                        featuredVideoTitle: string;
                        /** Format: uri */
                        featuredVideoUrl: string;
                        /** Format: uri */
                        instagramUrl: string;
                        /** Format: uri */
                        tiktokUrl: string;
                        /** Format: uri */
                        twitterUrl: string;
                    };
                    tech: {
                        mission: string;
                        quotes: string[];
                    };
                    /**
                     * @default {
                     *       "newSubscriber": true,
                     *       "cancellation": true,
                     *       "paymentFailed": true
                     *     }
                     */
                    ownerEmails?: {
                        newSubscriber: boolean;
                        cancellation: boolean;
                        paymentFailed: boolean;
                    };
                    /**
                     * @default {
                     *       "visibleUsername": false
                     *     }
                     */
                    pictureMarks?: {
                        visibleUsername: boolean;
                    };
                    /**
                     * @default {
                     *       "annualPriceCents": 20000,
                     *       "trialDays": 0
                     *     }
                     */
                    plans?: {
                        annualPriceCents: number;
                        /** @default 0 */
                        trialDays?: number;
                    };
                    /**
                     * @default {
                     *       "suggestionsCents": [
                     *         300,
                     *         500,
                     *         1000
                     *       ],
                     *       "minCents": 100,
                     *       "maxCents": 50000
                     *     }
                     */
                    tips?: {
                        suggestionsCents: number[];
                        minCents: number;
                        maxCents: number;
                    };
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
                    "application/json": {
                        settings: {
                            siteTitle: string;
                            companyName: string;
                            /** Format: email */
                            supportEmail: string;
                            copyrightYear: number;
                        };
                        poem: {
                            title: string;
                            text: string;
                        };
                        links: {
                            /** Format: uri */
                            channelUrl: string;
                            featuredVideoTitle: string;
                            /** Format: uri */
                            featuredVideoUrl: string;
                            /** Format: uri */
                            instagramUrl: string;
                            /** Format: uri */
                            tiktokUrl: string;
                            /** Format: uri */
                            twitterUrl: string;
                        };
                        tech: {
                            mission: string;
                            quotes: string[];
                        };
                        /**
                         * @default {
                         *       "newSubscriber": true,
                         *       "cancellation": true,
                         *       "paymentFailed": true
                         *     }
                         */
                        ownerEmails: {
                            newSubscriber: boolean;
                            cancellation: boolean;
                            paymentFailed: boolean;
                        };
                        /**
                         * @default {
                         *       "visibleUsername": false
                         *     }
                         */
                        pictureMarks: {
                            visibleUsername: boolean;
                        };
                        /**
                         * @default {
                         *       "annualPriceCents": 20000,
                         *       "trialDays": 0
                         *     }
                         */
                        plans: {
                            annualPriceCents: number;
                            /** @default 0 */
                            trialDays: number;
                        };
                        /**
                         * @default {
                         *       "suggestionsCents": [
                         *         300,
                         *         500,
                         *         1000
                         *       ],
                         *       "minCents": 100,
                         *       "maxCents": 50000
                         *     }
                         */
                        tips: {
                            suggestionsCents: number[];
                            minCents: number;
                            maxCents: number;
                        };
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getMeUsernameAvailable: {
        parameters: {
            query: {
                username: string;
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
                        available: boolean;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putMeProfile: {
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
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "user" | "pro_user" | "admin";
                        isAdmin: boolean;
                        isPro: boolean;
                        complimentaryPro: boolean;
                        complimentaryEndsAt: number | null;
                        /** @enum {string} */
                        tier: "basic" | "pro";
                        subscriptionStatus: ("active" | "pending_cancellation" | "canceled") | null;
                        subscriptionStartDate: number | null;
                        subscriptionEndDate: number | null;
                        menuHintSeen: boolean;
                        profile: {
                            username: string | null;
                            userEmail: string;
                            profileImage: string | null;
                        };
                        permissions: ("view_basic_content" | "view_galleries" | "like_images" | "ai_chat" | "view_quotes" | "view_pro_content" | "view_twitter" | "pro_chat" | "view_pro_poem" | "custom_build" | "track_purchases" | "view_purchased_content" | "admin_dashboard" | "manage_galleries" | "manage_users" | "manage_content" | "view_analytics")[];
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSubscriptionAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    agreementVersion: "1.0";
                    /** @enum {boolean} */
                    accepted: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agreementVersion: string;
                        /** Format: date-time */
                        acceptedAt: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOffersCheck: {
        parameters: {
            query: {
                code: string;
                plan?: "monthly" | "yearly";
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
                        code: string;
                        offerCents: number;
                        fullCents: number;
                        /** @enum {string} */
                        duration: "once" | "repeating" | "forever";
                        durationInMonths: number | null;
                        summary: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSubscriptionCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    attemptId: string;
                    promotionCode?: string;
                    /**
                     * @default monthly
                     * @enum {string}
                     */
                    plan?: "monthly" | "yearly";
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
                    "application/json": {
                        sessionId: string;
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSubscriptionPlans: {
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
                    "application/json": {
                        monthlyCents: number;
                        yearlyCents: number;
                        yearlySavingCents: number;
                        /** @default 0 */
                        trialDays: number;
                    };
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSubscriptionCancel: {
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
                    "application/json": {
                        endDate: number;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSubscriptionStatus: {
        parameters: {
            query: {
                userId: string;
                sessionId?: string;
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
                        /** Format: uuid */
                        userId: string;
                        isPro: boolean;
                        subscriptionStatus: ("active" | "pending_cancellation" | "canceled") | null;
                        /** @enum {string} */
                        checkout?: "complete" | "open" | "unknown";
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminProUsers: {
        parameters: {
            query?: {
                q?: string;
                cursor?: string;
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
                        users: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            username: string | null;
                            role: string;
                            isLegacyPro: boolean;
                            subscriptionStatus: ("active" | "pending_cancellation" | "canceled") | null;
                            subscriptionStartDate: number | null;
                            subscriptionEndDate: number | null;
                        }[];
                        nextCursor: string | null;
                        total?: number;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminNewProUsers: {
        parameters: {
            query?: {
                q?: string;
                cursor?: string;
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
                        users: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            username: string | null;
                            role: string;
                            isLegacyPro: boolean;
                            subscriptionStatus: ("active" | "pending_cancellation" | "canceled") | null;
                            subscriptionStartDate: number | null;
                            subscriptionEndDate: number | null;
                        }[];
                        nextCursor: string | null;
                        total?: number;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminProUsersByUserIdResync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                        changed: string[];
                        user: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            username: string | null;
                            role: string;
                            isLegacyPro: boolean;
                            subscriptionStatus: ("active" | "pending_cancellation" | "canceled") | null;
                            subscriptionStartDate: number | null;
                            subscriptionEndDate: number | null;
                        };
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSubscriptionBilling: {
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
                    "application/json": {
                        hasCustomer: boolean;
                        pastDue: boolean;
                        /** @default null */
                        plan: ("monthly" | "yearly") | null;
                        /** @default null */
                        trialEndsAt: number | null;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSubscriptionPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    plan: "monthly" | "yearly";
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
                    "application/json": {
                        hasCustomer: boolean;
                        pastDue: boolean;
                        /** @default null */
                        plan: ("monthly" | "yearly") | null;
                        /** @default null */
                        trialEndsAt: number | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postSubscriptionBillingPortal: {
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
                    "application/json": {
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postWebhooksStripe: {
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
                content?: never;
            };
            /** @description a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminMembers: {
        parameters: {
            query?: {
                q?: string;
                filter?: "pro" | "all" | "active" | "pending_cancellation" | "past_due" | "complimentary" | "lapsed";
                cursor?: string;
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
                        members: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            username: string | null;
                            role: string;
                            /** @enum {string} */
                            tier: "basic" | "pro";
                            isAdmin: boolean;
                            isLegacyPro: boolean;
                            complimentaryPro: boolean;
                            complimentaryEndsAt: number | null;
                            pastDue: boolean;
                            subscriptionStatus: ("active" | "pending_cancellation" | "canceled") | null;
                            subscriptionStartDate: number | null;
                            subscriptionEndDate: number | null;
                            memberSince: number;
                        }[];
                        total: number;
                        totalCapped: boolean;
                        nextCursor: string | null;
                        pageSize: number;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminMembersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                        member: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            username: string | null;
                            role: string;
                            /** @enum {string} */
                            tier: "basic" | "pro";
                            isAdmin: boolean;
                            isLegacyPro: boolean;
                            complimentaryPro: boolean;
                            complimentaryEndsAt: number | null;
                            pastDue: boolean;
                            subscriptionStatus: ("active" | "pending_cancellation" | "canceled") | null;
                            subscriptionStartDate: number | null;
                            subscriptionEndDate: number | null;
                            memberSince: number;
                        };
                        reasons: ("subscription" | "complimentary" | "admin" | "legacy" | "role")[];
                        grant: {
                            grantedAt: number;
                            endsAt: number | null;
                            grantedBy: string | null;
                        } | null;
                        hasCustomer: boolean;
                        local: {
                            subscriptionId: string | null;
                            status: string | null;
                            periodEnd: number | null;
                            cancelAtPeriodEnd: boolean;
                            events: {
                                id: string;
                                type: string;
                                at: number;
                                amountCents: number | null;
                                /** @default null */
                                pdfUrl: string | null;
                            }[];
                        };
                        provider: {
                            subscriptionId: string | null;
                            status: string | null;
                            periodEnd: number | null;
                            cancelAtPeriodEnd: boolean;
                            events: {
                                id: string;
                                type: string;
                                at: number;
                                amountCents: number | null;
                                /** @default null */
                                pdfUrl: string | null;
                            }[];
                        } | null;
                        providerError: string | null;
                        differences: ("subscriptionId" | "status" | "periodEnd" | "cancelAtPeriodEnd")[];
                        lastPayment: {
                            invoiceId: string;
                            amountCents: number;
                            refundedCents: number;
                            paidAt: number;
                        } | null;
                        totalPaidCents: number;
                        emailBounced: boolean;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminMembersByUserIdComplimentary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    endsAt?: string | null;
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
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "user" | "pro_user" | "admin";
                        isAdmin: boolean;
                        isPro: boolean;
                        complimentaryPro: boolean;
                        complimentaryEndsAt: number | null;
                        /** @enum {string} */
                        tier: "basic" | "pro";
                        subscriptionStatus: ("active" | "pending_cancellation" | "canceled") | null;
                        subscriptionStartDate: number | null;
                        subscriptionEndDate: number | null;
                        menuHintSeen: boolean;
                        profile: {
                            username: string | null;
                            userEmail: string;
                            profileImage: string | null;
                        };
                        permissions: ("view_basic_content" | "view_galleries" | "like_images" | "ai_chat" | "view_quotes" | "view_pro_content" | "view_twitter" | "pro_chat" | "view_pro_poem" | "custom_build" | "track_purchases" | "view_purchased_content" | "admin_dashboard" | "manage_galleries" | "manage_users" | "manage_content" | "view_analytics")[];
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminMembersByUserIdComplimentary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
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
                        /** Format: uuid */
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "user" | "pro_user" | "admin";
                        isAdmin: boolean;
                        isPro: boolean;
                        complimentaryPro: boolean;
                        complimentaryEndsAt: number | null;
                        /** @enum {string} */
                        tier: "basic" | "pro";
                        subscriptionStatus: ("active" | "pending_cancellation" | "canceled") | null;
                        subscriptionStartDate: number | null;
                        subscriptionEndDate: number | null;
                        menuHintSeen: boolean;
                        profile: {
                            username: string | null;
                            userEmail: string;
                            profileImage: string | null;
                        };
                        permissions: ("view_basic_content" | "view_galleries" | "like_images" | "ai_chat" | "view_quotes" | "view_pro_content" | "view_twitter" | "pro_chat" | "view_pro_poem" | "custom_build" | "track_purchases" | "view_purchased_content" | "admin_dashboard" | "manage_galleries" | "manage_users" | "manage_content" | "view_analytics")[];
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminMembersByUserIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    when: "now" | "period_end";
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
                    "application/json": {
                        changed: string[];
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminMembersByUserIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountCents?: number;
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
                    "application/json": {
                        refundId: string;
                        amountCents: number;
                        paymentAmountCents: number;
                        refundedCents: number;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminExportsMembersCsv: {
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
                content?: never;
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminOffersCodes: {
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
                    "application/json": {
                        codes: {
                            id: string;
                            code: string;
                            percentOff: number | null;
                            amountOffCents: number | null;
                            /** @enum {string} */
                            duration: "once" | "repeating" | "forever";
                            durationInMonths: number | null;
                            /** @enum {string} */
                            appliesTo: "monthly" | "annual" | "both";
                            expiresAt: string | null;
                            maxRedemptions: number | null;
                            redemptions: number;
                            newMembersOnly: boolean;
                            active: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminOffersCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    percentOff?: number;
                    amountOffCents?: number;
                    /** @enum {string} */
                    duration: "once" | "repeating" | "forever";
                    durationInMonths?: number;
                    /** @enum {string} */
                    appliesTo: "monthly" | "annual" | "both";
                    /** Format: date-time */
                    expiresAt?: string;
                    maxRedemptions?: number;
                    newMembersOnly: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        code: string;
                        percentOff: number | null;
                        amountOffCents: number | null;
                        /** @enum {string} */
                        duration: "once" | "repeating" | "forever";
                        durationInMonths: number | null;
                        /** @enum {string} */
                        appliesTo: "monthly" | "annual" | "both";
                        expiresAt: string | null;
                        maxRedemptions: number | null;
                        redemptions: number;
                        newMembersOnly: boolean;
                        active: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminOffersCodesByIdDeactivate: {
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
                    "application/json": {
                        id: string;
                        code: string;
                        percentOff: number | null;
                        amountOffCents: number | null;
                        /** @enum {string} */
                        duration: "once" | "repeating" | "forever";
                        durationInMonths: number | null;
                        /** @enum {string} */
                        appliesTo: "monthly" | "annual" | "both";
                        expiresAt: string | null;
                        maxRedemptions: number | null;
                        redemptions: number;
                        newMembersOnly: boolean;
                        active: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminMemberImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fileBase64: string;
                    /** @default false */
                    apply?: boolean;
                    /** @default false */
                    sendEmails?: boolean;
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
                    "application/json": {
                        /** @enum {string} */
                        format: "ghost" | "patreon" | "plain";
                        applied: boolean;
                        rows: {
                            line: number;
                            email: string;
                            /** @enum {string} */
                            outcome: "created" | "updated" | "unchanged" | "skipped";
                            detail: string;
                        }[];
                        counts: {
                            created: number;
                            updated: number;
                            unchanged: number;
                            skipped: number;
                        };
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminRetention: {
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
                    "application/json": {
                        offer: {
                            percentOff: number;
                            durationInMonths: number;
                        } | null;
                        renewalReminderDays: number;
                        offered: number;
                        accepted: number;
                        winBack: {
                            enabled: boolean;
                            daysAfterEnd: number;
                            offer: {
                                percentOff: number;
                                durationInMonths: number;
                            };
                            code: string;
                            sent: number;
                            redeemed: number;
                            optedOut: number;
                        } | null;
                    };
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminRetention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offer: {
                        percentOff: number;
                        durationInMonths: number;
                    } | null;
                    renewalReminderDays: number;
                    winBack?: {
                        enabled: boolean;
                        daysAfterEnd: number;
                        offer: {
                            percentOff: number;
                            durationInMonths: number;
                        };
                    } | null;
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
                    "application/json": {
                        offer: {
                            percentOff: number;
                            durationInMonths: number;
                        } | null;
                        renewalReminderDays: number;
                        offered: number;
                        accepted: number;
                        winBack: {
                            enabled: boolean;
                            daysAfterEnd: number;
                            offer: {
                                percentOff: number;
                                durationInMonths: number;
                            };
                            code: string;
                            sent: number;
                            redeemed: number;
                            optedOut: number;
                        } | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postRetentionOffer: {
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
                    "application/json": {
                        offer: {
                            percentOff: number;
                            durationInMonths: number;
                            summary: string;
                        } | null;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postRetentionAccept: {
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
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getRetentionWinBackOptOut: {
        parameters: {
            query: {
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
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getGalleries: {
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
                    "application/json": {
                        proGallery: {
                            totalLikes: number;
                            cover: {
                                /** Format: uuid */
                                imageId: string;
                                placeholder: string;
                                thumb: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                            } | null;
                        };
                        folders: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            description: string;
                            createdAt: string;
                            order: number;
                            galleryCount: number;
                            totalLikes: number;
                            coverImageId: string | null;
                            cover: {
                                /** Format: uuid */
                                imageId: string;
                                placeholder: string;
                                thumb: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                            } | null;
                        }[];
                        galleries: {
                            /** Format: uuid */
                            id: string;
                            collectionName: string;
                            displayTitle: string;
                            name: string;
                            folderId: string | null;
                            totalLikes: number;
                            order: number;
                            publication?: {
                                /** @enum {string} */
                                state: "published" | "draft" | "scheduled";
                                at: string | null;
                            };
                        }[];
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postGalleryFolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        description: string;
                        createdAt: string;
                        order: number;
                        coverImageId: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postGalleryConfigs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayTitle: string;
                    galleryId: string;
                    /** Format: uuid */
                    folderId: string;
                    publication?: {
                        /** @enum {string} */
                        state: "published";
                    } | {
                        /** @enum {string} */
                        state: "draft";
                    } | {
                        /** @enum {string} */
                        state: "scheduled";
                        at: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        collectionName: string;
                        displayTitle: string;
                        name: string;
                        folderId: string | null;
                        totalLikes: number;
                        order: number;
                        publication?: {
                            /** @enum {string} */
                            state: "published" | "draft" | "scheduled";
                            at: string | null;
                        };
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getGalleriesByCollection: {
        parameters: {
            query?: {
                cursor?: string;
            };
            header?: never;
            path: {
                collection: string;
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
                        collectionName: string;
                        title: string;
                        totalLikes: number;
                        images: {
                            /** Format: uuid */
                            id: string;
                            filename: string;
                            caption: string | null;
                            timestamp: string;
                            userId: string | null;
                            likes: number;
                            likedByMe: boolean;
                            displayOrder: number;
                            placeholder: string;
                            thumb: {
                                url: string;
                                width: number;
                                height: number;
                            };
                            display: {
                                url: string;
                                width: number;
                                height: number;
                            };
                            url: string;
                            publication?: {
                                /** @enum {string} */
                                state: "published" | "draft" | "scheduled";
                                at: string | null;
                            };
                        }[];
                        nextCursor: string | null;
                        pending?: {
                            /** Format: uuid */
                            id: string;
                            filename: string;
                            caption: string | null;
                            timestamp: string;
                            userId: string | null;
                            likes: number;
                            likedByMe: boolean;
                            displayOrder: number;
                            placeholder: string;
                            thumb: {
                                url: string;
                                width: number;
                                height: number;
                            };
                            display: {
                                url: string;
                                width: number;
                                height: number;
                            };
                            url: string;
                            publication?: {
                                /** @enum {string} */
                                state: "published" | "draft" | "scheduled";
                                at: string | null;
                            };
                        }[];
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postGalleriesByCollectionImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collection: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        filename: string;
                        caption: string | null;
                        timestamp: string;
                        userId: string | null;
                        likes: number;
                        likedByMe: boolean;
                        displayOrder: number;
                        placeholder: string;
                        thumb: {
                            url: string;
                            width: number;
                            height: number;
                        };
                        display: {
                            url: string;
                            width: number;
                            height: number;
                        };
                        url: string;
                        publication?: {
                            /** @enum {string} */
                            state: "published" | "draft" | "scheduled";
                            at: string | null;
                        };
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteGalleriesByCollectionImagesByImageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collection: string;
                imageId: string;
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
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    patchGalleriesByCollectionImagesByImageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collection: string;
                imageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    caption: string;
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
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putGalleryFoldersByFolderIdCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    imageId: string | null;
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
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putGalleriesByCollectionName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collection: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
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
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putGalleriesByCollectionOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collection: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** Format: uuid */
                        id: string;
                        displayOrder: number;
                    }[];
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
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postGalleriesByCollectionImagesByImageIdLike: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collection: string;
                imageId: string;
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
                        liked: boolean;
                        likes: number;
                        totalLikes: number;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDownloads: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
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
                        events: {
                            /** Format: uuid */
                            id: string;
                            userId: string;
                            userEmail: string;
                            photoUrl: string;
                            galleryName: string;
                            userAgent: string;
                            timestamp: string;
                            ipAddress: string;
                            location: string | null;
                            /** @enum {string} */
                            downloadMethod: "long_press" | "context_menu" | "drag_start";
                            /** @enum {string} */
                            deviceType: "iPhone" | "iPad" | "Android" | "Windows" | "Mac" | "Unknown";
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postDownloads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    photoUrl: string;
                    galleryName: string;
                    /** @enum {string} */
                    downloadMethod: "long_press" | "context_menu" | "drag_start";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        userId: string;
                        userEmail: string;
                        photoUrl: string;
                        galleryName: string;
                        userAgent: string;
                        timestamp: string;
                        ipAddress: string;
                        location: string | null;
                        /** @enum {string} */
                        downloadMethod: "long_press" | "context_menu" | "drag_start";
                        /** @enum {string} */
                        deviceType: "iPhone" | "iPad" | "Android" | "Windows" | "Mac" | "Unknown";
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminLeaksTrace: {
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
                    "application/json": {
                        image: {
                            displayKey: string;
                            pictureName: string;
                            galleryName: string;
                            imageUrl: string;
                        } | null;
                        suspects: {
                            userId: string;
                            email: string;
                            username: string | null;
                            confidence: number;
                            fetchedAt: string;
                            ipAddress: string;
                            fetches: {
                                servedAt: string;
                                ipAddress: string;
                                userAgent: string;
                            }[];
                            downloadAttempts: {
                                timestamp: string;
                                downloadMethod: string;
                                ipAddress: string;
                                deviceType: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminLeaksServeLog: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                owner?: "hidden" | "shown";
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
                        entries: {
                            id: number;
                            servedAt: string;
                            userId: string;
                            email: string | null;
                            pictureName: string;
                            galleryName: string;
                            ipAddress: string;
                            userAgent: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUpdates: {
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
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        date: string;
                        update: string;
                        timestamp: string;
                        lastEdited: string | null;
                        publication?: {
                            /** @enum {string} */
                            state: "published" | "draft" | "scheduled";
                            at: string | null;
                        };
                    }[];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminUpdates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string;
                    update: string;
                    publication?: {
                        /** @enum {string} */
                        state: "published";
                    } | {
                        /** @enum {string} */
                        state: "draft";
                    } | {
                        /** @enum {string} */
                        state: "scheduled";
                        at: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        date: string;
                        update: string;
                        timestamp: string;
                        lastEdited: string | null;
                        publication?: {
                            /** @enum {string} */
                            state: "published" | "draft" | "scheduled";
                            at: string | null;
                        };
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminUpdatesById: {
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
                "application/json": {
                    date: string;
                    update: string;
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
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        date: string;
                        update: string;
                        timestamp: string;
                        lastEdited: string | null;
                        publication?: {
                            /** @enum {string} */
                            state: "published" | "draft" | "scheduled";
                            at: string | null;
                        };
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminUpdatesById: {
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
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminPublishingSettings: {
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
                    "application/json": {
                        timeZone: string;
                        showNextDropTitle: boolean;
                    };
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminPublishingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timeZone: string;
                    showNextDropTitle: boolean;
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
                    "application/json": {
                        timeZone: string;
                        showNextDropTitle: boolean;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminCalendar: {
        parameters: {
            query?: {
                month?: string;
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
                        month: string;
                        timeZone: string;
                        items: {
                            /** @enum {string} */
                            kind: "image" | "gallery" | "update";
                            /** Format: uuid */
                            id: string;
                            title: string;
                            collection: string | null;
                            publication: {
                                /** @enum {string} */
                                state: "published" | "draft" | "scheduled";
                                at: string | null;
                            };
                        }[];
                        emptyFortnight: boolean;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminCalendarByKindById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "image" | "gallery" | "update";
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    state: "published";
                } | {
                    /** @enum {string} */
                    state: "draft";
                } | {
                    /** @enum {string} */
                    state: "scheduled";
                    at: string;
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
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNextDrop: {
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
                    "application/json": {
                        at: string | null;
                        title: string | null;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAffiliateLinks: {
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
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        description: string;
                        code: string | null;
                        imageUrl: string | null;
                        link: string;
                        discountPercent: string | null;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminAffiliateLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        description: string;
                        code: string | null;
                        imageUrl: string | null;
                        link: string;
                        discountPercent: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putAdminAffiliateLinksById: {
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
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        title: string;
                        description: string;
                        code: string | null;
                        imageUrl: string | null;
                        link: string;
                        discountPercent: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminAffiliateLinksById: {
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
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminAnalytics: {
        parameters: {
            query?: {
                range?: "week" | "month" | "year";
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
                        /** Format: date */
                        date: string;
                        totalUsers: number;
                        proUsers: number;
                        conversionRate: number;
                        subscriptionStatuses: {
                            active: number;
                            pending_cancellation: number;
                            canceled: number;
                        };
                        legacyUsers: number;
                        rbacUsers: number;
                        complimentaryUsers: number;
                        mrrCents: number;
                        newMembers: number;
                        cancelledMembers: number;
                        churnedMembers: number;
                        refunds: number;
                        refundedCents: number;
                    }[];
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminAnalyticsRevenue: {
        parameters: {
            query?: {
                range?: "week" | "month" | "year";
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
                        /** Format: date */
                        from: string;
                        /** Format: date */
                        to: string;
                        mrrCents: number;
                        arrCents: number;
                        activeTrials: number;
                        trials: {
                            ended: number;
                            converted: number;
                            percent: number | null;
                        };
                        churn: {
                            voluntary: number;
                            involuntary: number;
                            payingAtStart: number;
                            voluntaryPercent: number | null;
                            involuntaryPercent: number | null;
                        };
                        redemptions: {
                            offer: string;
                            /** @enum {string} */
                            kind: "code" | "retention" | "win_back" | "trial" | "yearly_plan";
                            redemptions: number;
                        }[];
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminAnalyticsBackfill: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 30 */
                    days?: number;
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
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getChats: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
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
                        chats: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                            userEmail: string;
                            lastMessageTime: string | null;
                            unreadByAdmin: number;
                            unreadByUser: number;
                            adminViewing: boolean;
                            lastAdminAccess: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postChats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        userId: string;
                        userName: string;
                        userEmail: string;
                        lastMessageTime: string | null;
                        unreadByAdmin: number;
                        unreadByUser: number;
                        adminViewing: boolean;
                        lastAdminAccess: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getChatsCandidates: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                search?: string;
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
                        users: {
                            /** Format: uuid */
                            userId: string;
                            userName: string;
                            userEmail: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getChatsByChatId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chatId: string;
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
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        userId: string;
                        userName: string;
                        userEmail: string;
                        lastMessageTime: string | null;
                        unreadByAdmin: number;
                        unreadByUser: number;
                        adminViewing: boolean;
                        lastAdminAccess: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getChatsUnread: {
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
                    "application/json": {
                        unread: number;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postChatsByChatIdOpen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chatId: string;
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
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        userId: string;
                        userName: string;
                        userEmail: string;
                        lastMessageTime: string | null;
                        unreadByAdmin: number;
                        unreadByUser: number;
                        adminViewing: boolean;
                        lastAdminAccess: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postChatsByChatIdClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chatId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getChatsByChatIdMessages: {
        parameters: {
            query?: {
                before?: number;
                limit?: number;
            };
            header?: never;
            path: {
                chatId: string;
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
                        messages: {
                            id: number;
                            /** Format: uuid */
                            chatId: string;
                            text: string;
                            senderId: string;
                            timestamp: string;
                            read: boolean;
                        }[];
                        nextBefore: number | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postChatsByChatIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chatId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** Format: uuid */
                        chatId: string;
                        text: string;
                        senderId: string;
                        timestamp: string;
                        read: boolean;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAiChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userprompt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCustomOrders: {
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
                    "application/json": {
                        requests: {
                            /** Format: uuid */
                            id: string;
                            requestNumber: string;
                            userId: string | null;
                            userEmail: string;
                            outfit: string;
                            outfitLabel: string;
                            topOutfit: string;
                            topOutfitLabel: string;
                            pose: string;
                            poseLabel: string;
                            customDetails: string | null;
                            /** @enum {string} */
                            status: "pending_payment" | "paid" | "fulfilled";
                            /** Format: date-time */
                            createdAt: string;
                            paidAt: string | null;
                            fulfilled: boolean;
                            fulfilledAt: string | null;
                            imageUrl: string | null;
                            amountPaidCents: number | null;
                            refundedCents: number;
                            refundedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postCustomOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    topOutfit: "shirtless" | "tank_top" | "muscle_tee" | "t_shirt" | "crop_top" | "compression_shirt" | "jersey" | "hoodie" | "button_up" | "polo" | "random";
                    /** @enum {string} */
                    outfit: "jockstrap" | "thong" | "mesh" | "briefs" | "trunks" | "loose_boxers" | "athletic_shorts" | "chino_pants" | "chino_shorts" | "random";
                    /** @enum {string} */
                    pose: "front_flex" | "back_flex" | "side_chest" | "most_muscular" | "arms_overhead" | "relaxed_standing" | "seated" | "random";
                    customDetails?: string;
                    /** Format: uuid */
                    attemptId: string;
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
                    "application/json": {
                        /** Format: uuid */
                        requestId: string;
                        requestNumber: string;
                        sessionId: string;
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCustomOrdersConfirmation: {
        parameters: {
            query: {
                sessionId: string;
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
                        /** Format: uuid */
                        id: string;
                        requestNumber: string;
                        userId: string | null;
                        userEmail: string;
                        outfit: string;
                        outfitLabel: string;
                        topOutfit: string;
                        topOutfitLabel: string;
                        pose: string;
                        poseLabel: string;
                        customDetails: string | null;
                        /** @enum {string} */
                        status: "pending_payment" | "paid" | "fulfilled";
                        /** Format: date-time */
                        createdAt: string;
                        paidAt: string | null;
                        fulfilled: boolean;
                        fulfilledAt: string | null;
                        imageUrl: string | null;
                        amountPaidCents: number | null;
                        refundedCents: number;
                        refundedAt: string | null;
                        orderId: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCustomOrdersPurchased: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
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
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            requestId: string;
                            requestNumber: string;
                            imageUrl: string;
                            thumbUrl: string;
                            topOutfit: string;
                            topOutfitLabel: string;
                            outfit: string;
                            bottomOutfit: string;
                            pose: string;
                            poseId: string;
                            storagePath: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            fulfilledAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminCustomOrdersPending: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
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
                        requests: {
                            /** Format: uuid */
                            id: string;
                            requestNumber: string;
                            userId: string | null;
                            userEmail: string;
                            outfit: string;
                            outfitLabel: string;
                            topOutfit: string;
                            topOutfitLabel: string;
                            pose: string;
                            poseLabel: string;
                            customDetails: string | null;
                            /** @enum {string} */
                            status: "pending_payment" | "paid" | "fulfilled";
                            /** Format: date-time */
                            createdAt: string;
                            paidAt: string | null;
                            fulfilled: boolean;
                            fulfilledAt: string | null;
                            imageUrl: string | null;
                            amountPaidCents: number | null;
                            refundedCents: number;
                            refundedAt: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminCustomOrdersByRequestIdFulfil: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: string;
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
                        /** Format: uuid */
                        id: string;
                        requestNumber: string;
                        userId: string | null;
                        userEmail: string;
                        outfit: string;
                        outfitLabel: string;
                        topOutfit: string;
                        topOutfitLabel: string;
                        pose: string;
                        poseLabel: string;
                        customDetails: string | null;
                        /** @enum {string} */
                        status: "pending_payment" | "paid" | "fulfilled";
                        /** Format: date-time */
                        createdAt: string;
                        paidAt: string | null;
                        fulfilled: boolean;
                        fulfilledAt: string | null;
                        imageUrl: string | null;
                        amountPaidCents: number | null;
                        refundedCents: number;
                        refundedAt: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminCustomOrdersPast: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
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
                        requests: {
                            /** Format: uuid */
                            id: string;
                            requestNumber: string;
                            userId: string | null;
                            userEmail: string;
                            outfit: string;
                            outfitLabel: string;
                            topOutfit: string;
                            topOutfitLabel: string;
                            pose: string;
                            poseLabel: string;
                            customDetails: string | null;
                            /** @enum {string} */
                            status: "pending_payment" | "paid" | "fulfilled";
                            /** Format: date-time */
                            createdAt: string;
                            paidAt: string | null;
                            fulfilled: boolean;
                            fulfilledAt: string | null;
                            imageUrl: string | null;
                            amountPaidCents: number | null;
                            refundedCents: number;
                            refundedAt: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminCustomOrdersByRequestIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountCents?: number;
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
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        requestNumber: string;
                        userId: string | null;
                        userEmail: string;
                        outfit: string;
                        outfitLabel: string;
                        topOutfit: string;
                        topOutfitLabel: string;
                        pose: string;
                        poseLabel: string;
                        customDetails: string | null;
                        /** @enum {string} */
                        status: "pending_payment" | "paid" | "fulfilled";
                        /** Format: date-time */
                        createdAt: string;
                        paidAt: string | null;
                        fulfilled: boolean;
                        fulfilledAt: string | null;
                        imageUrl: string | null;
                        amountPaidCents: number | null;
                        refundedCents: number;
                        refundedAt: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminExportsCustomOrdersCsv: {
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
                content?: never;
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getTipsOptions: {
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
                    "application/json": {
                        suggestionsCents: number[];
                        minCents: number;
                        maxCents: number;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postTips: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    place: "picture" | "update" | "chat" | "order";
                    /** Format: uuid */
                    targetId: string;
                    amountCents: number;
                    message?: string;
                    /** Format: uuid */
                    attemptId: string;
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
                    "application/json": {
                        tipId: string;
                        sessionId: string;
                        url: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getTipsConfirmation: {
        parameters: {
            query: {
                sessionId: string;
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
                        tipId: string;
                        amountCents: number;
                        /** @enum {string} */
                        place: "picture" | "update" | "chat" | "order";
                        /** @enum {string} */
                        status: "pending" | "paid" | "refunded";
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminTips: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
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
                        tips: {
                            id: string;
                            memberName: string;
                            memberEmail: string;
                            amountCents: number;
                            currency: string;
                            message: string | null;
                            /** @enum {string} */
                            place: "picture" | "update" | "chat" | "order";
                            targetId: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "refunded";
                            refundedCents: number;
                            createdAt: string;
                            paidAt: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminTipsByTipIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tipId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountCents?: number;
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
                    "application/json": {
                        id: string;
                        memberName: string;
                        memberEmail: string;
                        amountCents: number;
                        currency: string;
                        message: string | null;
                        /** @enum {string} */
                        place: "picture" | "update" | "chat" | "order";
                        targetId: string;
                        /** @enum {string} */
                        status: "pending" | "paid" | "refunded";
                        refundedCents: number;
                        createdAt: string;
                        paidAt: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNotificationsPreferences: {
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
                    "application/json": {
                        preferences: {
                            email: {
                                new_content: boolean;
                                chat_replies: boolean;
                                order_updates: boolean;
                                offers: boolean;
                            };
                            push: {
                                new_content: boolean;
                                chat_replies: boolean;
                                order_updates: boolean;
                                offers: boolean;
                            };
                        };
                        pushPublicKey: string;
                        pushDevices: number;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    putNotificationsPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: {
                        new_content: boolean;
                        chat_replies: boolean;
                        order_updates: boolean;
                        offers: boolean;
                    };
                    push: {
                        new_content: boolean;
                        chat_replies: boolean;
                        order_updates: boolean;
                        offers: boolean;
                    };
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
                    "application/json": {
                        preferences: {
                            email: {
                                new_content: boolean;
                                chat_replies: boolean;
                                order_updates: boolean;
                                offers: boolean;
                            };
                            push: {
                                new_content: boolean;
                                chat_replies: boolean;
                                order_updates: boolean;
                                offers: boolean;
                            };
                        };
                        pushPublicKey: string;
                        pushDevices: number;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postNotificationsPushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                    expirationTime?: number | null;
                    keys: {
                        p256dh: string;
                        auth: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteNotificationsPushSubscription: {
        parameters: {
            query: {
                endpoint: string;
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
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNotificationsUnsubscribe: {
        parameters: {
            query: {
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
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postNotificationsUnsubscribe: {
        parameters: {
            query: {
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
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminWebhooksEndpoints: {
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
                    "application/json": {
                        endpoints: {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            description: string;
                            events: ("member.created" | "membership.pro_started" | "membership.cancel_scheduled" | "membership.resumed" | "membership.renewed" | "membership.payment_failed" | "membership.lapsed" | "membership.refunded" | "order.paid" | "order.fulfilled" | "content.published")[];
                            enabled: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminWebhooksEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    /** @default  */
                    description?: string;
                    events: ("member.created" | "membership.pro_started" | "membership.cancel_scheduled" | "membership.resumed" | "membership.renewed" | "membership.payment_failed" | "membership.lapsed" | "membership.refunded" | "order.paid" | "order.fulfilled" | "content.published")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        url: string;
                        description: string;
                        events: ("member.created" | "membership.pro_started" | "membership.cancel_scheduled" | "membership.resumed" | "membership.renewed" | "membership.payment_failed" | "membership.lapsed" | "membership.refunded" | "order.paid" | "order.fulfilled" | "content.published")[];
                        enabled: boolean;
                        createdAt: string;
                        secret: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAdminWebhooksEndpointsById: {
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
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    patchAdminWebhooksEndpointsById: {
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
                "application/json": {
                    enabled: boolean;
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
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        url: string;
                        description: string;
                        events: ("member.created" | "membership.pro_started" | "membership.cancel_scheduled" | "membership.resumed" | "membership.renewed" | "membership.payment_failed" | "membership.lapsed" | "membership.refunded" | "order.paid" | "order.fulfilled" | "content.published")[];
                        enabled: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminWebhooksDeliveries: {
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
                    "application/json": {
                        deliveries: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            endpointId: string;
                            endpointUrl: string;
                            /** Format: uuid */
                            eventId: string;
                            /** @enum {string} */
                            eventType: "member.created" | "membership.pro_started" | "membership.cancel_scheduled" | "membership.resumed" | "membership.renewed" | "membership.payment_failed" | "membership.lapsed" | "membership.refunded" | "order.paid" | "order.fulfilled" | "content.published";
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            attempts: number;
                            responseCode: number | null;
                            lastError: string | null;
                            createdAt: string;
                            nextAttemptAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminWebhooksDeliveriesByIdRedeliver: {
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
                    "application/json": {
                        /** @enum {boolean} */
                        queued: true;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDiscord: {
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
                    "application/json": {
                        available: boolean;
                        link: {
                            username: string;
                            linkedAt: string;
                            /** @enum {string} */
                            role: "granted" | "pending" | "none";
                        } | null;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteDiscord: {
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
                content?: never;
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postDiscordLink: {
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
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDiscordCallback: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
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
                content?: never;
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminDiscord: {
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
                    "application/json": {
                        available: boolean;
                        provider: ("discord" | "standin") | null;
                        guildId: string | null;
                        roleId: string | null;
                        linked: number;
                        granted: number;
                        waiting: number;
                        lastError: string | null;
                    };
                };
            };
            /** @description Not signed in, or the API key is unknown, malformed or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; the API key lacks the scope named in security. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminApiKeys: {
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
                    "application/json": {
                        keys: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            hint: string;
                            scopes: ("members:read" | "members:write" | "content:read" | "content:write" | "analytics:read" | "analytics:write" | "orders:read" | "orders:write" | "offers:read" | "offers:write" | "leaks:read" | "webhooks:read" | "webhooks:write" | "api:read")[];
                            createdAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("members:read" | "members:write" | "content:read" | "content:write" | "analytics:read" | "analytics:write" | "orders:read" | "orders:write" | "offers:read" | "offers:write" | "leaks:read" | "webhooks:read" | "webhooks:write" | "api:read")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        hint: string;
                        scopes: ("members:read" | "members:write" | "content:read" | "content:write" | "analytics:read" | "analytics:write" | "orders:read" | "orders:write" | "offers:read" | "offers:write" | "leaks:read" | "webhooks:read" | "webhooks:write" | "api:read")[];
                        createdAt: string;
                        lastUsedAt: string | null;
                        revokedAt: string | null;
                        secret: string;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAdminApiKeysByIdRevoke: {
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
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        hint: string;
                        scopes: ("members:read" | "members:write" | "content:read" | "content:write" | "analytics:read" | "analytics:write" | "orders:read" | "orders:write" | "offers:read" | "offers:write" | "leaks:read" | "webhooks:read" | "webhooks:write" | "api:read")[];
                        createdAt: string;
                        lastUsedAt: string | null;
                        revokedAt: string | null;
                    };
                };
            };
            /** @description The input is invalid (`validation_failed` lists each field’s problem in `issues`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this; a cookie request without the CSRF header (`csrf_refused`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Nothing was found at this address. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminApiKeysUsage: {
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
                    "application/json": {
                        usage: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            keyId: string;
                            keyName: string;
                            method: string;
                            path: string;
                            status: number;
                            at: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The account may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
