// SPDX-License-Identifier: MIT
pragma solidity ^0.8.27;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Time} from "@openzeppelin/contracts/utils/types/Time.sol";

/**
 * Permissions for apps (ERC-7715), redeemed through ERC-7710, held and enforced by the account itself: no module to
 * trust, no key held by anyone but the named redeemer. Each grant names who may redeem, the token (address(0) for the
 * native coin), a limit (an amount per period, a stream, or a total allowance), a start and an expiry. The one thing a
 * redeem can do is the transfer the grant names: `token.transfer(to, amount)` (or `amount` of the native coin to
 * `to`), within the limit, before the expiry, while not revoked, by the redeemer alone.
 *
 * Granting and revoking are the account's own calls (`_grantPermission`, `_revokePermission`, exposed by the account
 * behind its access control), so each goes through a UserOperation its owner signs.
 */
abstract contract PasskeyPermissions {
    using SafeERC20 for IERC20;

    /// Periodic: `amount` per `period` seconds from `start`. Stream: `amount` at `start` (none where `rate` is all
    /// of it), then `rate` a second, up to `max`. Allowance: `amount` in total. Every kind ends before `expiry`.
    enum PermissionKind {
        Periodic,
        Stream,
        Allowance
    }

    /// What the owner grants: the terms (the bookkeeping starts empty).
    struct PermissionTerms {
        address redeemer;
        address token;
        PermissionKind kind;
        uint128 amount;
        uint128 rate;
        uint128 max;
        uint32 period;
        uint48 start;
        uint48 expiry;
        string site;
    }

    /// A grant as stored: its terms, and what was spent (in the current period for a periodic grant).
    struct Permission {
        PermissionTerms terms;
        bool revoked;
        uint48 spentPeriod;
        uint128 spent;
    }

    Permission[] private _permissions;

    event PermissionGranted(uint256 indexed id, address indexed redeemer, address indexed token);
    event PermissionRevoked(uint256 indexed id);
    event PermissionRedeemed(uint256 indexed id, address indexed to, uint256 amount);

    /// No grant has this id (or the context names another account).
    error PermissionUnknown(bytes context);
    /// The terms are not a grant the account accepts (zero redeemer or amount, no period, an end in the past…).
    error PermissionInvalidTerms();
    /// Only the grant's redeemer may redeem it.
    error PermissionNotRedeemer(address caller);
    error PermissionIsRevoked(uint256 id);
    error PermissionExpired(uint48 expiry);
    error PermissionNotStarted(uint48 start);
    /// The amount is above what the grant allows now.
    error PermissionLimitExceeded(uint256 amount, uint256 available);
    /// The execution is not the transfer the grant names (another target, function, value or mode).
    error PermissionCallNotAllowed();

    /// The number of grants ever made (ids are 0 … count-1; revoked ones stay, marked).
    function permissionCount() public view returns (uint256) {
        return _permissions.length;
    }

    /// A grant, its terms and its bookkeeping.
    function permission(uint256 id) public view returns (Permission memory) {
        if (id >= _permissions.length) revert PermissionUnknown(abi.encode(address(this), id));
        return _permissions[id];
    }

    /// What the redeemer may take now, and what was taken in the current period (or in total, stream and allowance).
    function permissionAvailable(uint256 id) public view returns (uint256 available, uint256 used) {
        Permission storage p = _permissions[id];
        if (p.revoked || Time.timestamp() >= p.terms.expiry || Time.timestamp() < p.terms.start) return (0, p.spent);
        (uint256 limit, uint48 period) = _limitNow(p.terms);
        used = p.terms.kind == PermissionKind.Periodic && period != p.spentPeriod ? 0 : p.spent;
        available = limit > used ? limit - used : 0;
    }

    /// Transfers `amount` of the grant's token from the account to `to`: only the redeemer, within the limit.
    function redeemPermission(uint256 id, address to, uint256 amount) public {
        if (id >= _permissions.length) revert PermissionUnknown(abi.encode(address(this), id));
        _redeem(id, to, amount);
    }

    /**
     * ERC-7710: each context is `abi.encode(account, id)` from the grant's answer, each mode the ERC-7579 single call
     * (bytes32(0)), each execution `abi.encodePacked(target, value, callData)`: the token's `transfer(to, amount)`, or
     * `amount` of the native coin to `to` with no data. Anything else reverts.
     */
    function redeemDelegations(
        bytes[] calldata contexts,
        bytes32[] calldata modes,
        bytes[] calldata executions
    ) external {
        if (contexts.length != modes.length || contexts.length != executions.length) revert PermissionCallNotAllowed();
        for (uint256 i = 0; i < contexts.length; i++) {
            if (modes[i] != bytes32(0)) revert PermissionCallNotAllowed();
            uint256 id = _idOf(contexts[i]);
            (address to, uint256 amount) = _transferOf(_permissions[id].terms.token, executions[i]);
            _redeem(id, to, amount);
        }
    }

    function _grantPermission(PermissionTerms calldata terms) internal returns (uint256 id) {
        _checkTerms(terms);
        id = _permissions.length;
        Permission storage p = _permissions.push();
        p.terms = terms;
        // A start before the grant would hand over a stream's accrual, or a period boundary, the review never showed:
        // nothing counts before the grant itself.
        if (p.terms.start < Time.timestamp()) p.terms.start = Time.timestamp();
        emit PermissionGranted(id, terms.redeemer, terms.token);
    }

    function _revokePermission(uint256 id) internal {
        if (id >= _permissions.length) revert PermissionUnknown(abi.encode(address(this), id));
        _permissions[id].revoked = true;
        emit PermissionRevoked(id);
    }

    function _checkTerms(PermissionTerms calldata t) private view {
        bool valid = t.redeemer != address(0) && t.redeemer != address(this);
        valid = valid && (t.amount > 0 || (t.kind == PermissionKind.Stream && t.rate > 0));
        valid = valid && t.expiry > Time.timestamp() && t.expiry > t.start;
        valid = valid && (t.token == address(0) || t.token.code.length > 0);
        if (t.kind == PermissionKind.Periodic) valid = valid && t.period > 0;
        if (t.kind == PermissionKind.Stream) valid = valid && t.max >= t.amount && t.max > 0;
        if (!valid) revert PermissionInvalidTerms();
    }

    function _redeem(uint256 id, address to, uint256 amount) private {
        Permission storage p = _permissions[id];
        PermissionTerms storage t = p.terms;
        if (msg.sender != t.redeemer) revert PermissionNotRedeemer(msg.sender);
        if (p.revoked) revert PermissionIsRevoked(id);
        // The expiry is the end, not one more moment: a periodic grant's last period is the one that begins before it
        // (the review's total counts those; a redeem landing exactly at the expiry would take one period more).
        if (Time.timestamp() >= t.expiry) revert PermissionExpired(t.expiry);
        if (Time.timestamp() < t.start) revert PermissionNotStarted(t.start);
        (uint256 available, ) = permissionAvailable(id);
        if (amount == 0 || amount > available) revert PermissionLimitExceeded(amount, available);
        (, uint48 period) = _limitNow(t);
        // Effects before the transfer: a recipient that calls back finds the limit already spent.
        p.spent = uint128((t.kind == PermissionKind.Periodic && period != p.spentPeriod ? 0 : p.spent) + amount);
        p.spentPeriod = period;
        emit PermissionRedeemed(id, to, amount);
        if (t.token == address(0)) {
            (bool ok, ) = to.call{value: amount}("");
            if (!ok) revert PermissionCallNotAllowed();
        } else {
            IERC20(t.token).safeTransfer(to, amount);
        }
    }

    /// The limit in force now (per period, unlocked so far, or in total) and the current period's index.
    function _limitNow(PermissionTerms storage t) private view returns (uint256 limit, uint48 period) {
        uint256 elapsed = Time.timestamp() - t.start;
        if (t.kind == PermissionKind.Periodic) return (t.amount, uint48(elapsed / t.period));
        if (t.kind == PermissionKind.Allowance) return (t.amount, 0);
        uint256 unlocked = uint256(t.amount) + uint256(t.rate) * elapsed;
        return (unlocked < t.max ? unlocked : t.max, 0);
    }

    function _idOf(bytes calldata context) private view returns (uint256 id) {
        if (context.length != 64) revert PermissionUnknown(context);
        address account;
        (account, id) = abi.decode(context, (address, uint256));
        if (account != address(this) || id >= _permissions.length) revert PermissionUnknown(context);
    }

    /// The recipient and amount of an ERC-7579 single execution that is exactly the grant's transfer.
    function _transferOf(address token, bytes calldata execution) private pure returns (address to, uint256 amount) {
        if (execution.length < 52) revert PermissionCallNotAllowed();
        address target = address(bytes20(execution[0:20]));
        uint256 value = uint256(bytes32(execution[20:52]));
        bytes calldata data = execution[52:];
        if (token == address(0)) {
            if (data.length != 0) revert PermissionCallNotAllowed();
            return (target, value);
        }
        if (target != token || value != 0 || data.length != 68) revert PermissionCallNotAllowed();
        if (bytes4(data[0:4]) != IERC20.transfer.selector) revert PermissionCallNotAllowed();
        (to, amount) = abi.decode(data[4:], (address, uint256));
    }
}
