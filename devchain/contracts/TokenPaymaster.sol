// SPDX-License-Identifier: MIT
pragma solidity ^0.8.27;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {PaymasterERC20} from "@openzeppelin/contracts/account/paymaster/extensions/PaymasterERC20.sol";
import {ERC4337Utils, PackedUserOperation} from "@openzeppelin/contracts/account/utils/ERC4337Utils.sol";
import {IEntryPoint} from "@openzeppelin/contracts/interfaces/IERC4337.sol";
import {IERC20, SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// Chainlink's AggregatorV3 read interface, as the operator's USD feeds speak it.
interface IUsdFeed {
    function decimals() external view returns (uint8);
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80);
}

/**
 * The passkey wallet's ERC-20 paymaster (EntryPoint v0.8): an account pays its gas in a token, priced from the
 * operator's Chainlink-compatible USD feeds (the token's and the native currency's), on OpenZeppelin's
 * PaymasterERC20 (its arithmetic of the most and the charge; the charge itself taken in postOp, below).
 *
 * paymasterData = `token (20 bytes) ‖ maxTokenPerNative (32 bytes)`: the token, and the highest price, in token
 * units per 1e18 wei, the visitor accepts. The UserOperation's hash covers paymasterData, so that price guard is
 * under the visitor's signature: a price that moved beyond it fails validation, nothing is charged.
 *
 * A price is only good until the older of the two feeds' update times plus `maxAge`: returned as the operation's
 * `validUntil`, which the EntryPoint enforces (validation may not read the clock itself).
 *
 * The fee is charged in postOp, after the operation's calls, so the approval comes in the same operation, for the
 * fee's most and no more: validation checks only that the account holds the most at today's price (it moves no
 * tokens, so it takes one path whatever the allowance and the gas price a bundler simulates with). postOp takes the
 * whole allowance (up to what the account holds), then returns at once what the gas did not cost: the approval is
 * used up, and no allowance outlives the operation to be spent by a later one the visitor never reviewed. If the
 * charge fails (the account gave the tokens away meanwhile), postOp reverts, the EntryPoint undoes the operation's
 * calls, and the paymaster's deposit pays the gas: the cost of that case is bounded by one operation's gas, and the
 * sender gains nothing from it.
 */
contract TokenPaymaster is PaymasterERC20, Ownable {
    using SafeERC20 for IERC20;

    /// The feed of a token this paymaster takes, and the token's decimals.
    struct TokenFeed {
        IUsdFeed feed;
        uint8 decimals;
    }

    IUsdFeed public immutable nativeUsdFeed;
    uint48 public immutable maxAge;
    mapping(IERC20 token => TokenFeed) public tokenFeeds;

    /// The token has no feed here: the paymaster does not take it.
    error TokenPaymasterUnknownToken(IERC20 token);

    event TokenFeedSet(IERC20 indexed token, IUsdFeed feed, uint8 decimals);

    constructor(address owner_, IUsdFeed nativeUsdFeed_, uint48 maxAge_) Ownable(owner_) {
        nativeUsdFeed = nativeUsdFeed_;
        maxAge = maxAge_;
    }

    function entryPoint() public pure override returns (IEntryPoint) {
        return ERC4337Utils.ENTRYPOINT_V08;
    }

    /// Takes `token`, priced by `feed` (its USD price); `address(0)` as the feed stops taking it.
    function setTokenFeed(IERC20 token, IUsdFeed feed, uint8 decimals) external onlyOwner {
        tokenFeeds[token] = TokenFeed(feed, decimals);
        emit TokenFeedSet(token, feed, decimals);
    }

    /// Anyone may top up the paymaster's EntryPoint deposit, which pays the gas it then charges in tokens.
    function deposit() external payable {
        _deposit(msg.value);
    }

    function withdraw(address payable to, uint256 value) external onlyOwner {
        _withdraw(to, value);
    }

    function withdrawTokens(IERC20 token, address recipient, uint256 amount) external onlyOwner {
        _withdrawTokens(token, recipient, amount);
    }

    /**
     * Today's price of `token` in token units per 1e18 wei, and until when it holds: what a wallet quotes a fee
     * with, and what validation charges at.
     */
    function tokenPerNative(IERC20 token) public view returns (uint256 price, uint48 validUntil) {
        TokenFeed memory config = tokenFeeds[token];
        if (address(config.feed) == address(0)) revert TokenPaymasterUnknownToken(token);
        (, int256 nativeUsd, , uint256 nativeAt, ) = nativeUsdFeed.latestRoundData();
        (, int256 tokenUsd, , uint256 tokenAt, ) = config.feed.latestRoundData();
        if (nativeUsd <= 0 || tokenUsd <= 0) return (0, 0);
        // (nativeUsd / 10^nd) / (tokenUsd / 10^td) whole tokens per ether, in units of 10^-decimals.
        price = Math.mulDiv(
            uint256(nativeUsd) * 10 ** config.feed.decimals(),
            10 ** config.decimals,
            uint256(tokenUsd) * 10 ** nativeUsdFeed.decimals()
        );
        validUntil = uint48(Math.min(nativeAt, tokenAt) + maxAge);
    }

    function _fetchDetails(
        PackedUserOperation calldata userOp,
        bytes32 /* userOpHash */
    ) internal view override returns (uint256 validationData, IERC20 token, uint256 price) {
        bytes calldata data = ERC4337Utils.paymasterData(userOp);
        if (data.length != 52) return (ERC4337Utils.SIG_VALIDATION_FAILED, token, 0);
        token = IERC20(address(bytes20(data[0:20])));
        uint256 maxTokenPerNative = uint256(bytes32(data[20:52]));
        uint48 validUntil;
        try this.tokenPerNative(token) returns (uint256 quoted, uint48 until) {
            (price, validUntil) = (quoted, until);
        } catch {
            return (ERC4337Utils.SIG_VALIDATION_FAILED, token, 0);
        }
        // The visitor's price guard, and a feed that answers nothing usable.
        if (price == 0 || price > maxTokenPerNative) return (ERC4337Utils.SIG_VALIDATION_FAILED, token, 0);
        validationData = ERC4337Utils.packValidationData(true, 0, validUntil);
    }

    /// Charges nothing yet: the account must hold the most, which postOp takes after the operation's approval ran.
    function _prefund(
        PackedUserOperation calldata,
        bytes32,
        IERC20 token,
        uint256,
        address prefunder,
        uint256 amount
    ) internal view override returns (bool success, address, uint256, bytes memory) {
        return (token.balanceOf(prefunder) >= amount, prefunder, 0, "");
    }

    /**
     * Takes the allowance whole (at most what the account holds) and returns what exceeds `actualAmount`: the
     * fee's approval is spent, never left standing. Fails when that is less than the fee.
     */
    function _refund(
        IERC20 token,
        uint256,
        uint256 actualAmount,
        uint256,
        address prefunder,
        uint256,
        bytes calldata
    ) internal override returns (bool, uint256) {
        uint256 taken = Math.min(token.allowance(prefunder, address(this)), token.balanceOf(prefunder));
        if (taken < actualAmount || !token.trySafeTransferFrom(prefunder, address(this), taken))
            return (false, actualAmount);
        return (taken == actualAmount || token.trySafeTransfer(prefunder, taken - actualAmount), actualAmount);
    }
}
