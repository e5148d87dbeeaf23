// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// Test ERC-721 collection: items 1..count minted to `holder` at deploy. Its `approve` and
/// `transferFrom` share their selectors with ERC-20's, which the review must not mistake for amounts.
contract DemoCollectible is ERC721 {
    constructor(address holder, uint256 count) ERC721("Demo Collectible", "DCOL") {
        for (uint256 id = 1; id <= count; id++) _mint(holder, id);
    }
}
